/**
 * `npm run dev` gets the same `useId` as the build: Vite's dev server bundles @mantine/hooks ahead
 * with its dependency bundler, which runs none of the app's plugins, so vite.config gives it one.
 */
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID } from '../../scripts/vite/mantine-use-id';
import viteConfig from '../../vite.config';

type ResolveId = (source: string, importer?: string) => string | null;

describe("the dev server's dependency bundler", () => {
  it("puts the app's useId in place of @mantine/hooks' own", () => {
    const plugins = (viteConfig.optimizeDeps?.rolldownOptions?.plugins ?? []) as {
      resolveId?: ResolveId;
    }[];
    const index = '/app/node_modules/@mantine/hooks/esm/index.mjs';
    const swapped = plugins.filter(
      (p) => p.resolveId?.('./use-id/use-id.mjs', index) === MANTINE_USE_ID,
    );
    expect(swapped).toHaveLength(1);
    expect(swapped[0]!.resolveId!('./use-id/use-id.mjs', '/app/src/lib/other.ts')).toBeNull();
  });
});
