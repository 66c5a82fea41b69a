/**
 * One photo of the ID step (front, back, face): downscale, upload with progress, check the answer.
 * `upload` returns true when the server accepted the photo, or a message key of `errors` when not.
 */
import { useCallback, useRef, useState } from 'react';
import { isReported } from '../../lib/api/errors';
import { useErrorText } from '../../lib/use-error-text';
import { downscaleImage } from './downscale-image';

export type SlotState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: number }
  | { phase: 'done' }
  | { phase: 'failed'; message: string };

export type Uploader = (
  file: Blob,
  onProgress: (fraction: number) => void,
  /** What the retry banner's button does after a lost connection: this photo again. */
  onRetry?: () => void,
) => Promise<true | string>;

export function useUploadSlot(upload: Uploader, failedKey: string) {
  const errorText = useErrorText();
  const [state, setState] = useState<SlotState>({ phase: 'idle' });

  const again = useRef<(file: Blob) => void>(() => {});
  const take = useCallback(
    async (file: Blob) => {
      setState({ phase: 'working', progress: 0 });
      try {
        const small = await downscaleImage(file);
        const result = await upload(
          small,
          (progress) => setState({ phase: 'working', progress }),
          () => again.current(file),
        );
        setState(
          result === true ? { phase: 'done' } : { phase: 'failed', message: errorText(result) },
        );
      } catch (err) {
        setState(
          isReported(err)
            ? { phase: 'idle' }
            : { phase: 'failed', message: errorText(err, errorText(failedKey)) },
        );
      }
    },
    [upload, failedKey, errorText],
  );
  again.current = (file) => void take(file);

  /** Shows a photo the server already accepted (after a reload), unless one is being taken. */
  const restore = useCallback(
    () => setState((s) => (s.phase === 'idle' ? { phase: 'done' } : s)),
    [],
  );

  return {
    state,
    take,
    restore,
    fail: (message: string) => setState({ phase: 'failed', message }),
  };
}
