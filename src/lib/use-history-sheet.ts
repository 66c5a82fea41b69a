/**
 * A sheet that is an entry in history (issue: Android back while the agreement was open left
 * confirm for Home): opening pushes an entry on the same screen, so back closes the sheet and
 * leaves the screen, and what the borrower chose on it, as it was.
 *
 * The sheet opens from the tap itself (state) and its entry follows: the router renders a
 * navigation in a transition, after the tap's paint, which held a sheet back 40–60 ms at 4× CPU.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface SheetState {
  readonly sheet?: string;
}

export interface HistorySheet {
  readonly opened: boolean;
  readonly open: () => void;
  readonly close: () => void;
}

export function useHistorySheet(name: string): HistorySheet {
  const location = useLocation();
  const navigate = useNavigate();
  const inHistory = (location.state as SheetState | null)?.sheet === name;
  // A reload, or a step forward, into the sheet's entry shows the sheet.
  const [opened, setOpened] = useState(inHistory);
  const asked = useRef(false); // this opening's entry is on its way
  const leaving = useRef(false); // a step back out of the entry is on its way

  const leave = useCallback(() => {
    leaving.current = true;
    navigate(-1);
  }, [navigate]);

  useEffect(() => {
    if (inHistory) {
      if (asked.current) {
        asked.current = false;
        // Closed (a quick pick) before its entry arrived: the entry is taken back.
        if (!opened) leave();
      } else if (!opened && !leaving.current) setOpened(true);
    } else {
      leaving.current = false;
      // The entry is gone: the phone's back.
      if (opened && !asked.current) setOpened(false);
    }
  }, [inHistory, opened, leave]);

  useEffect(() => {
    if (!opened) return;
    // Back before the entry rendered (the router's render of it held up by a screen loading):
    // the entry is gone from history, so the sheet goes with it.
    const onPop = () => {
      if (!asked.current) return;
      asked.current = false;
      setOpened(false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [opened]);

  const open = useCallback(() => {
    if (opened) return;
    setOpened(true);
    if (!inHistory) {
      asked.current = true;
      const state = (location.state ?? {}) as Record<string, unknown>;
      navigate(location, { state: { ...state, sheet: name } });
    }
  }, [opened, inHistory, location, navigate, name]);

  // Closing is going back: the entry the sheet pushed is gone, as with the phone's back button.
  const close = useCallback(() => {
    setOpened(false);
    if (inHistory && !leaving.current) leave();
  }, [inHistory, leave]);

  return { opened, open, close };
}
