/**
 * A sheet that is an entry in history (issue: Android back while the agreement was open left
 * confirm for Home): opening pushes an entry on the same screen, so back closes the sheet and
 * leaves the screen, and what the borrower chose on it, as it was.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface SheetState {
  readonly sheet?: string;
}

export function useHistorySheet(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const opened = (location.state as SheetState | null)?.sheet === name;
  const open = useCallback(() => {
    const state = (location.state ?? {}) as Record<string, unknown>;
    if (!opened) navigate(location, { state: { ...state, sheet: name } });
  }, [opened, navigate, location, name]);
  // Closing is going back: the entry the sheet pushed is gone, as with the phone's back button.
  const close = useCallback(() => {
    if (opened) navigate(-1);
  }, [opened, navigate]);
  return { opened, open, close };
}
