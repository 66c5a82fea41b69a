/**
 * Puts src/lib/mantine/use-id.ts in place of @mantine/hooks' `useId`, which @mantine/core's inputs
 * call: Mantine's renders each of them a second time after mount (that file says why it matters).
 */
import type { Plugin } from 'vite';

export const MANTINE_USE_ID = new URL('../../src/lib/mantine/use-id.ts', import.meta.url).pathname;

/** How @mantine/hooks' own index imports its `useId`. */
const MANTINE_SPECIFIER = './use-id/use-id.mjs';

function resolveUseId(source: string, importer: string | undefined): string | null {
  return source === MANTINE_SPECIFIER && importer?.includes('/@mantine/hooks/')
    ? MANTINE_USE_ID
    : null;
}

/** For the build, and the form bench's builds. */
export function mantineUseId(): Plugin {
  return { name: 'mkopo-mantine-use-id', enforce: 'pre', resolveId: resolveUseId };
}

/**
 * For `npm run dev`: Vite's dev server bundles @mantine/hooks ahead (optimizeDeps) without the
 * app's plugins, so the swap goes into that bundler's own plugins too.
 */
export function mantineUseIdForDeps(): { name: string; resolveId: typeof resolveUseId } {
  return { name: 'mkopo-mantine-use-id-deps', resolveId: resolveUseId };
}
