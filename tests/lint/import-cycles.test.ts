/**
 * ESLint refuses import cycles (docs/architecture.md §2), type imports included. A cycle needs
 * real files on both sides, so each case writes them into a temp folder, not the shared tree.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

describe('lint refuses import cycles', () => {
  /** The files in `dir` that ESLint reports an import cycle in. */
  async function filesInCycles(dir: string): Promise<string[]> {
    const planted = new ESLint({ cwd: dir, overrideConfigFile: join(ROOT, 'eslint.config.js') });
    const results = await planted.lintFiles(['src/lib/*.ts']);
    return results
      .filter((r) => r.messages.some((m) => m.ruleId === 'cycles/no-cycle'))
      .map((r) => r.filePath.slice(dir.length))
      .sort();
  }

  it('reports an import cycle of type imports only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mkopo-lint-'));
    try {
      mkdirSync(join(dir, 'src/lib'), { recursive: true });
      writeFileSync(
        join(dir, 'src/lib/a.ts'),
        "import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n",
      );
      writeFileSync(
        join(dir, 'src/lib/b.ts'),
        "import type { A } from './a';\nexport interface B {\n  a?: A;\n}\n",
      );
      expect(await filesInCycles(dir)).toEqual(['/src/lib/a.ts', '/src/lib/b.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports an import cycle, which needs real files on both sides (in a temp folder)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mkopo-lint-'));
    try {
      mkdirSync(join(dir, 'src/lib'), { recursive: true });
      writeFileSync(
        join(dir, 'src/lib/a.ts'),
        "import { b } from './b';\nexport const a = () => b;\n",
      );
      writeFileSync(
        join(dir, 'src/lib/b.ts'),
        "import { a } from './a';\nexport const b = () => a;\n",
      );
      writeFileSync(join(dir, 'src/lib/c.ts'), "import { a } from './a';\nexport const c = a;\n");
      expect(await filesInCycles(dir)).toEqual(['/src/lib/a.ts', '/src/lib/b.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
