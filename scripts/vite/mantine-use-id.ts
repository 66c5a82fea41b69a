/**
 * Puts src/lib/mantine/use-id.ts in place of @mantine/hooks' `useId`, which @mantine/core's inputs
 * call: Mantine's renders each of them a second time after mount (that file says why it matters).
 */
import type { Plugin } from 'vite';

export const MANTINE_USE_ID = new URL('../../src/lib/mantine/use-id.ts', import.meta.url).pathname;

/** How @mantine/hooks' own index imports its `useId`. */
const MANTINE_SPECIFIER = './use-id/use-id.mjs';

export function mantineUseId(): Plugin {
  return {
    name: 'mkopo-mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === MANTINE_SPECIFIER && importer?.includes('/@mantine/hooks/'))
        return MANTINE_USE_ID;
      return null;
    },
  };
}
