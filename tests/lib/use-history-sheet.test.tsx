// @vitest-environment jsdom
/**
 * A sheet in history: it shows from the tap, its entry follows, and whatever order the tap, the
 * entry, a close and the phone's back come in, the sheet and history agree at rest.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { HashRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHistorySheet, type HistorySheet } from '../../src/lib/use-history-sheet';

afterEach(() => cleanup());

let control: HistorySheet;
/** What each render of the screen showed, and whether the sheet's entry was there yet. */
let renders: { shown: boolean; entry: boolean }[] = [];

function Screen() {
  control = useHistorySheet('terms');
  const entry = (useLocation().state as { sheet?: string } | null)?.sheet === 'terms';
  renders.push({ shown: control.opened, entry });
  return <p>{control.opened ? 'sheet shown' : 'sheet hidden'}</p>;
}

function mount(initial: { pathname: string; state?: unknown }[] = [{ pathname: '/' }]) {
  const router = createMemoryRouter([{ path: '/', element: <Screen /> }], {
    initialEntries: initial,
    initialIndex: initial.length - 1,
  });
  render(<RouterProvider router={router} />);
  const sheetInHistory = () =>
    (router.state.location.state as { sheet?: string } | null)?.sheet === 'terms';
  return { router, sheetInHistory };
}

const shown = () => screen.getByText(/sheet (shown|hidden)/).textContent === 'sheet shown';

describe('a sheet that is an entry in history', () => {
  it('shows in a render of its own, before its entry arrives', async () => {
    const view = mount();
    renders = [];
    act(() => control.open());
    await waitFor(() => expect(view.sheetInHistory()).toBe(true));
    expect(shown()).toBe(true);
    // The router renders the entry in a transition, after the tap's paint: the sheet is not held for it.
    expect(renders[0]).toEqual({ shown: true, entry: false });
  });

  it('closes on back, and leaves the screen where it was', async () => {
    const view = mount([{ pathname: '/', state: { amount: 5000 } }]);
    const before = view.router.state.location.key;
    act(() => control.open());
    await waitFor(() => expect(view.sheetInHistory()).toBe(true));
    expect(view.router.state.location.state).toEqual({ amount: 5000, sheet: 'terms' });
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(shown()).toBe(false));
    expect(view.router.state.location.key).toBe(before);
  });

  it('takes its entry back when closed, also when the close came before the entry', async () => {
    const view = mount([{ pathname: '/' }, { pathname: '/', state: { form: true } }]);
    const form = view.router.state.location.key;
    // Open and close in one go: the entry is still on its way when the sheet closes.
    act(() => {
      control.open();
      control.close();
    });
    await waitFor(() => expect(view.router.state.location.key).toBe(form));
    expect(shown()).toBe(false);
    expect(view.sheetInHistory()).toBe(false);

    act(() => control.open());
    await waitFor(() => expect(view.sheetInHistory()).toBe(true));
    act(() => control.close());
    await waitFor(() => expect(view.router.state.location.key).toBe(form));
    expect(shown()).toBe(false);
  });

  it('shows again on a step forward into its entry, and on a reload of it', async () => {
    const view = mount();
    act(() => control.open());
    await waitFor(() => expect(view.sheetInHistory()).toBe(true));
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(shown()).toBe(false));
    await act(() => view.router.navigate(1));
    await waitFor(() => expect(shown()).toBe(true));
    expect(view.sheetInHistory()).toBe(true);

    cleanup();
    mount([{ pathname: '/' }, { pathname: '/', state: { sheet: 'terms' } }]);
    expect(shown()).toBe(true);
  });

  it("closes on back even when the router's render of its entry is held up", async () => {
    window.location.hash = '#/';
    await new Promise((r) => setTimeout(r, 0)); // the hash's own popstate, before the screen
    render(
      <HashRouter>
        <Suspense fallback="loading">
          <Screen />
          <HeldWhileSheetInHistory />
        </Suspense>
      </HashRouter>,
    );
    act(() => control.open());
    // The entry is in the browser's history; the screen's render of it waits on a load.
    await waitFor(() => expect(window.history.state?.usr?.sheet).toBe('terms'));
    expect(shown()).toBe(true);
    act(() => window.history.back());
    await waitFor(() => expect(shown()).toBe(false));
    expect(window.history.state?.usr?.sheet).toBeUndefined();
  });
});

/** A part of the screen that loads (suspends) once the sheet's entry is the location. */
function HeldWhileSheetInHistory() {
  const state = useLocation().state as { sheet?: string } | null;
  if (state?.sheet === 'terms') throw held;
  return null;
}
const held = new Promise<void>(() => {});
