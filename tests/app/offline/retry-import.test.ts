/**
 * A lazy chunk through a dropped connection (issue: "Failed to fetch dynamically imported module"
 * killed the app): retried in place, reloaded once after a deploy, else reported as offline.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  isConnectionError,
  retryImport,
  type RetryDeps,
} from '../../../src/lib/offline/retry-import';

function deps(over: Partial<RetryDeps> = {}): RetryDeps & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    wait: async (ms) => void waits.push(ms),
    beforeRetry: vi.fn(async () => {}),
    serverReachable: async () => false,
    reloadOnce: vi.fn(() => true),
    ...over,
  };
}

const lost = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('retryImport', () => {
  it('tries again after a failure, re-adding failed stylesheets first, and resolves', async () => {
    const load = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce('page');
    const d = deps();
    await expect(retryImport(load, d, [10, 20])).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(d.waits).toEqual([10]);
    expect(d.beforeRetry).toHaveBeenCalledTimes(1);
  });

  it('rejects with ChunkLoadError when the server cannot be reached (offline)', async () => {
    const load = vi.fn().mockRejectedValue(lost());
    const d = deps();
    const result = retryImport(load, d, [10, 20]);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(3);
    expect(d.reloadOnce).not.toHaveBeenCalled();
  });

  it('reloads once when the server answers but the chunk is gone (a new deploy)', async () => {
    const load = vi.fn().mockRejectedValue(lost());
    const d = deps({ serverReachable: async () => true });
    const settled = vi.fn();
    void retryImport(load, d, [1]).then(settled, settled);
    await vi.waitFor(() => expect(d.reloadOnce).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    // Nothing paints in between: the promise never settles while the page reloads.
    expect(settled).not.toHaveBeenCalled();
  });

  it('does not reload in a loop: a second failure after the reload reports it', async () => {
    const load = vi.fn().mockRejectedValue(lost());
    const d = deps({ serverReachable: async () => true, reloadOnce: () => false });
    await expect(retryImport(load, d, [1])).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('isConnectionError', () => {
  it('knows chunk, stylesheet and call failures from other errors', () => {
    expect(isConnectionError(new ChunkLoadError(lost()))).toBe(true);
    expect(isConnectionError(new Error('Unable to preload CSS for /assets/notice-stack.css'))).toBe(
      true,
    );
    expect(isConnectionError(lost())).toBe(true);
    expect(isConnectionError(new TypeError('x is not a function'))).toBe(false);
    expect(isConnectionError('offline')).toBe(false);
  });
});
