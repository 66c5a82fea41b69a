// @vitest-environment jsdom
/**
 * The app's `useId` for Mantine renders an input once on mount (Mantine's own renders it again to
 * swap in a random id), and the build puts it in place of Mantine's.
 */
import { readFileSync } from 'node:fs';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from '../../../src/lib/mantine/use-id';
import { MANTINE_USE_ID, mantineUseId } from '../../../scripts/vite/mantine-use-id';

describe('useId for Mantine', () => {
  it('renders once on mount and keeps its id on later renders', () => {
    const ids: string[] = [];
    let rerender = () => {};
    function Field() {
      const [, set] = useState(0);
      rerender = () => set((n) => n + 1);
      ids.push(useId());
      return null;
    }
    render(<Field />);
    expect(ids).toHaveLength(1);
    act(() => rerender());
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[0]).toMatch(/^mantine-[\w-]+$/);
  });

  it('gives each component its own id, and a given id wins', () => {
    const seen: string[] = [];
    function Field({ id }: { id?: string }) {
      seen.push(useId(id));
      return null;
    }
    render(
      <>
        <Field />
        <Field />
        <Field id="root_phone" />
      </>,
    );
    expect(new Set(seen.slice(0, 2)).size).toBe(2);
    expect(seen[2]).toBe('root_phone');
  });
});

describe('the build plugin', () => {
  type ResolveId = (source: string, importer?: string) => string | null;
  const resolveId = mantineUseId().resolveId as unknown as ResolveId;

  it("takes the place of the module @mantine/hooks' index imports, and of nothing else", () => {
    const index = 'node_modules/@mantine/hooks/esm/index.mjs';
    // Mantine still imports its useId this way (an upgrade that moves it must update the plugin).
    expect(readFileSync(index, 'utf8')).toContain('from "./use-id/use-id.mjs"');
    expect(resolveId('./use-id/use-id.mjs', `/app/${index}`)).toBe(MANTINE_USE_ID);
    expect(resolveId('./use-id/use-id.mjs', '/app/src/lib/other.ts')).toBeNull();
    expect(resolveId('react', `/app/${index}`)).toBeNull();
  });
});
