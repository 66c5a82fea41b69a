/**
 * A choice made with one tap (a radio, a picker's option): the field shows it in the tap's own
 * frame and hands it to the form in a transition. A change makes RJSF draw the whole form again,
 * which in the tap's handler held the tap's paint 35–66 ms at 4× CPU (decision 0054); as a
 * transition React draws it after that paint, in slices.
 *
 * The field is left (`onBlur`) once the form holds the choice, so the engine, which shows a left
 * field's error, never sees it left with the value from before the tap (an error would flash).
 */
import { startTransition, useEffect, useRef, useState } from 'react';

export interface TappedChoice<T> {
  /** What the field shows: the tapped choice at once, else the form's value. */
  readonly shown: T;
  readonly choose: (next: T) => void;
}

export function useTappedChoice<T>(
  value: T,
  onChange: (next: T) => void,
  onLeave: (held: T) => void,
): TappedChoice<T> {
  const [shown, setShown] = useState(value);
  // The form's value shown last: a change of it (the tap's arriving, the rules' reset) wins.
  const [held, setHeld] = useState(value);
  if (!Object.is(value, held)) {
    setHeld(value);
    setShown(value);
  }
  const leave = useRef(onLeave);
  leave.current = onLeave;
  const leaving = useRef(false);
  useEffect(() => {
    if (!leaving.current) return;
    leaving.current = false;
    leave.current(value);
  }, [value]);

  const choose = (next: T) => {
    setShown(next);
    if (Object.is(next, value)) {
      leave.current(next);
      return;
    }
    leaving.current = true;
    startTransition(() => onChange(next));
  };
  return { shown, choose };
}
