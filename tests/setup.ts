/** Every test fails on console.error: a React warning or an unexpected log is a defect. */
import { afterEach, beforeEach, vi } from 'vitest';

// Component tests wait for what a person would see (findBy…, waitFor). Testing Library gives up
// after 1 s, which a lazy chunk or a full form can take on a loaded two-core CI machine; a screen
// that never shows still fails, after 5 s.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
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
