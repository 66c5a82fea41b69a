// @vitest-environment jsdom
/** A value re-derived on every render keeps its identity while its key stays the same. */
import '../app/support/dom';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeld } from '../../src/forms/use-held';

describe('useHeld', () => {
  it('keeps the first value while the key is the same, and takes the new one when it changes', () => {
    const first = { fields: ['a'] };
    const { result, rerender } = renderHook(
      ({ value, key }: { value: object; key: string }) => useHeld(value, [key]),
      { initialProps: { value: first, key: 'a' } },
    );
    expect(result.current).toBe(first);
    rerender({ value: { fields: ['a'] }, key: 'a' });
    expect(result.current).toBe(first);
    const second = { fields: ['a', 'b'] };
    rerender({ value: second, key: 'a,b' });
    expect(result.current).toBe(second);
    rerender({ value: { fields: ['a', 'b'] }, key: 'a,b' });
    expect(result.current).toBe(second);
  });
});
