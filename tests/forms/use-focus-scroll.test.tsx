// @vitest-environment jsdom
/**
 * The delayed scroll to a focused field (§9) goes to that field only if it still has the focus:
 * a tap elsewhere within the delay must not slide the page back to the field just left.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DELAY_MS, useFocusScroll } from '../../widgets/use-focus-scroll';

function field(): HTMLInputElement & { scrollIntoView: ReturnType<typeof vi.fn> } {
  const input = document.createElement('input');
  const scrollIntoView = vi.fn();
  input.scrollIntoView = scrollIntoView;
  document.body.append(input);
  return input as HTMLInputElement & { scrollIntoView: typeof scrollIntoView };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('useFocusScroll', () => {
  it('scrolls a field that keeps the focus, once the keyboard has had its time', () => {
    const scroll = renderHook(() => useFocusScroll()).result.current;
    const email = field();
    email.focus();
    scroll(email);
    vi.advanceTimersByTime(SCROLL_DELAY_MS - 1);
    expect(email.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(email.scrollIntoView).toHaveBeenCalledOnce();
    expect(email.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
  });

  it('leaves the page where it is when the field was left before the delay ran out', () => {
    const scroll = renderHook(() => useFocusScroll()).result.current;
    const email = field();
    const next = field();
    email.focus();
    scroll(email);
    vi.advanceTimersByTime(SCROLL_DELAY_MS / 2);
    email.blur(); // a tap on a picker button: the focus goes to the page or to the button
    vi.advanceTimersByTime(SCROLL_DELAY_MS);
    expect(email.scrollIntoView).not.toHaveBeenCalled();

    // The next field the borrower focused is the one brought into view.
    next.focus();
    scroll(next);
    vi.advanceTimersByTime(SCROLL_DELAY_MS);
    expect(next.scrollIntoView).toHaveBeenCalledOnce();
    expect(email.scrollIntoView).not.toHaveBeenCalled();
  });
});
