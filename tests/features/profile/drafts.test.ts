// @vitest-environment jsdom
/**
 * Drafts are kept off the keystroke's path (taps at 4× CPU): written when the phone is
 * idle, the latest one winning, still read back before then, written at once when the page hides,
 * and never brought back after the server accepted the form.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  flushDrafts,
  readDraft,
  writeDraftWhenIdle,
} from '../../../src/features/profile/drafts';

const KEY = 'mkopo.draft.42.personal';
const stored = () => localStorage.getItem(KEY);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  flushDrafts();
  vi.useRealTimers();
});

describe('drafts written when idle', () => {
  it('waits for an idle moment, keeps only the latest, and reads it back meanwhile', () => {
    writeDraftWhenIdle('42', 'personal', { hash: 'h', data: { firstName: 'A' } });
    writeDraftWhenIdle('42', 'personal', { hash: 'h', data: { firstName: 'Am' } });
    expect(stored()).toBeNull();
    expect(readDraft('42', 'personal')?.data).toEqual({ firstName: 'Am' });
    vi.advanceTimersByTime(2500);
    expect(JSON.parse(stored() ?? '{}')).toEqual({ hash: 'h', data: { firstName: 'Am' } });
  });

  it('writes what waits as soon as the page is hidden', () => {
    writeDraftWhenIdle('42', 'personal', { hash: 'h', data: { firstName: 'Amina' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(stored() ?? '{}').data).toEqual({ firstName: 'Amina' });
  });

  it('drops a waiting draft when the form is accepted, so it does not come back', () => {
    writeDraftWhenIdle('42', 'personal', { hash: 'h', data: { firstName: 'Amina' } });
    clearDraft('42', 'personal');
    vi.advanceTimersByTime(2500);
    flushDrafts();
    expect(stored()).toBeNull();
    expect(readDraft('42', 'personal')).toBeNull();
  });
});
