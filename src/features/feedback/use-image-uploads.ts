/**
 * Receipt images for a feedback thread: checked before upload (image, 20 MB, count), then sent one
 * by one to /feedback/uploadFile. `progress` is the share of the current batch already uploaded.
 * Thumbnails show the picked file itself (an object URL, revoked on removal and unmount): the
 * served copy needs the token and would cost the borrower the same bytes again.
 */
import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { useErrorText } from '../../lib/use-error-text';
import { checkImages } from './feedback-rules';

export interface Uploaded {
  fileId: string;
  /** Object URL of the picked file, for the thumbnail. */
  preview: string;
  name: string;
}

export function useImageUploads() {
  const errorText = useErrorText();
  const [images, setImages] = useState<Uploaded[]>([]);
  const [batch, setBatch] = useState({ done: 0, total: 0 });
  const [error, setError] = useState('');
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const open = previews.current;
    return () => open.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  async function add(files: readonly File[]): Promise<void> {
    const { accepted, problem } = checkImages(files, images.length);
    setError(problem ? errorText(problem) : '');
    if (accepted.length === 0) return;
    setBatch({ done: 0, total: accepted.length });
    for (const [index, file] of accepted.entries()) {
      try {
        const { fileId } = await call('feedbackUploadFile', {}, { files: { file }, silent: true });
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        setImages((list) => [...list, { fileId, preview, name: file.name }]);
      } catch (err) {
        if (!isReported(err)) setError(errorText(err));
      }
      setBatch({ done: index + 1, total: accepted.length });
    }
    setBatch({ done: 0, total: 0 });
  }

  const remove = (fileId: string) => {
    const gone = images.find((image) => image.fileId === fileId);
    if (gone) {
      URL.revokeObjectURL(gone.preview);
      previews.current.delete(gone.preview);
    }
    setImages((list) => list.filter((image) => image.fileId !== fileId));
  };
  const uploading = batch.total > 0;
  const progress = uploading ? Math.round(((batch.done + 0.5) / batch.total) * 100) : 0;
  return { images, add, remove, uploading, progress, batch, error };
}
