// @vitest-environment jsdom
/**
 * A lazy component whose module was preloaded renders in its first commit: React.lazy alone
 * suspends on a first render even with the module loaded, and React may then wait up to 300 ms
 * before showing it (a picker's sheet appeared a third of a second after the tap).
 */
import { act, cleanup, render } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { retryableLazy } from '../../../src/lib/offline/retryable-lazy';

afterEach(() => cleanup());

function Sheet(props: { title: string }) {
  return <p>{props.title}</p>;
}

const load = async () => ({ default: Sheet });

function Opener(props: { Lazy: ReturnType<typeof retryableLazy<{ title: string }>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Suspense fallback={<p>waiting</p>}>{open && <props.Lazy title="Region" />}</Suspense>
    </>
  );
}

describe('retryableLazy', () => {
  it('renders a preloaded module in the commit that mounts it', async () => {
    const Lazy = retryableLazy(load);
    await Lazy.preload();
    const view = render(<Opener Lazy={Lazy} />);
    act(() => view.getByText('open').click());
    expect(view.container.textContent).toContain('Region');
    expect(view.container.textContent).not.toContain('waiting');
  });

  it('suspends first when nothing was preloaded', async () => {
    const Lazy = retryableLazy(load);
    const view = render(<Opener Lazy={Lazy} />);
    act(() => view.getByText('open').click());
    expect(view.container.textContent).toContain('waiting');
    expect(await view.findByText('Region')).toBeTruthy();
  });

  it('keeps a mounted instance on the lazy path once the module arrives (no remount)', async () => {
    const Lazy = retryableLazy(load);
    const view = render(<Opener Lazy={Lazy} />);
    act(() => view.getByText('open').click());
    const shown = await view.findByText('Region');
    await Lazy.preload();
    view.rerender(<Opener Lazy={Lazy} />);
    expect(view.getByText('Region')).toBe(shown);
  });
});
