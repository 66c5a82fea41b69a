/** Every test fails on console.error: a React warning or an unexpected log is a defect. */
import { afterEach, beforeEach, vi } from 'vitest';

// Component tests wait for what a person would see (findBy…, waitFor). Testing Library gives up
// after 1 s; a lazy chunk or a full form takes several on a two-core CI machine that also runs the
// browser tests beside this suite. A screen that never shows still fails, after 15 s.
if (typeof document !== 'undefined') {
  // jsdom files run in a VM context (scripts/vite/test-projects.ts) that has jsdom's globals,
  // not Node's web streams, which msw's interceptors use.
  if (typeof WritableStream === 'undefined') {
    const web = await import('node:stream/web');
    Object.assign(globalThis, {
      ReadableStream: web.ReadableStream,
      WritableStream: web.WritableStream,
      TransformStream: web.TransformStream,
    });
  }
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
