/**
 * A value kept from the render in which its key last changed: what the engine derives anew on
 * every keystroke (the rules' result, the errors) keeps its identity while its content stays the
 * same, so RJSF is not handed a new schema or new errors for nothing. React's pattern for
 * information from previous renders: the state is adjusted during the render itself.
 */
import { useState } from 'react';

export function useHeld<T>(value: T, key: readonly unknown[]): T {
  const [held, setHeld] = useState({ key, value });
  const same = held.key.length === key.length && held.key.every((k, i) => Object.is(k, key[i]));
  if (same) return held.value;
  setHeld({ key, value });
  return value;
}
