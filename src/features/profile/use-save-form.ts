/**
 * Sends a profile form and moves on (§2, §4): on success the draft goes and the borrower goes to
 * the screen of the answered status; a validation refusal comes back as field errors shown in
 * place. Sending again the same data is harmless: the server replaces the borrower's row.
 */
import { useRef, useState } from 'react';
import { call } from '../../lib/api/call';
import { ApiError } from '../../lib/api/errors';
import type { FieldError, FormData } from '../../shared/forms/types';
import { useGoToStatus } from '../../lib/api/use-go-to-status';
import { clearDraft } from './drafts';

export type SaveEndpoint = 'saveBasicInfoMarket' | 'saveAdditionInfoMarket' | 'saveQuestionnaire';

export function useSaveForm(endpoint: SaveEndpoint, userId: string, screen: string) {
  const goToStatus = useGoToStatus();
  const [busy, setBusy] = useState(false);
  // A ref, not the state: a double tap arrives before React re-renders with busy = true.
  const sending = useRef(false);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(data: FormData): Promise<void> {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      // Offline, the retry banner's button sends the same answers again and moves on from here.
      const progress = await call(endpoint, data, { onRetry: () => void save(data) });
      clearDraft(userId, screen);
      await goToStatus(progress.status);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length > 0) setServerErrors(err.errors);
      else if (err instanceof ApiError) setFailure(`errors:${err.key}`);
      // A lost connection shows the retry banner; the draft keeps what was typed.
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }
  return { save, busy, serverErrors, failure };
}
