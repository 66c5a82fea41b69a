/**
 * ESLint holds the design of DESIGN §2: each rule is shown a planted violation at a path in the
 * zone it guards (linted as text, so nothing is written into the shared tree) and must report it,
 * and the same code where it is allowed must pass.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids and messages ESLint reports for `code` as if it were the file at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('lint holds the design', () => {
  // Loading the config and its plugins is the slow part; it is not what the cases time.
  beforeAll(() => eslint.lintText('', { filePath: 'src/lib/x.ts' }), 120_000);

  it.each([
    [
      'a feature importing src/app',
      'src/features/zz/x.ts',
      "import '../../app/pages';",
      'src/app only composes',
    ],
    [
      'a feature importing another',
      'src/features/zz/x.ts',
      "import '../home/order-card';",
      'must not import feature "home"',
    ],
    [
      'a feature importing a widget',
      'src/features/zz/x.ts',
      "import '../../../widgets/x';",
      'imports only src/lib, src/shared and src/forms',
    ],
    [
      'src/lib importing a feature',
      'src/lib/x.ts',
      "import '../features/home/order-card';",
      'src/lib must not import a feature',
    ],
    [
      'src/lib importing src/app',
      'src/lib/x.ts',
      "import '../app/pages';",
      'src/app only composes',
    ],
    [
      'fetch outside src/lib/api',
      'src/features/zz/x.ts',
      "void fetch('/api');",
      'Only src/lib/api calls fetch',
    ],
    [
      'window.fetch outside src/lib/api',
      'src/lib/x.ts',
      "void window.fetch('/api');",
      'Only src/lib/api calls fetch',
    ],
    ['React in src/shared', 'src/shared/x.ts', "import 'react';", 'no React'],
    ['a Node module in src/shared', 'src/shared/x.ts', "import 'node:fs';", 'no Node module'],
    [
      'the DOM in src/shared',
      'src/shared/x.ts',
      'export const w = window.innerWidth;',
      'use no DOM',
    ],
    [
      'a database module in src/server/domain',
      'src/server/domain/x.ts',
      "import 'drizzle-orm';",
      'no database',
    ],
    [
      'the schema in src/server/domain',
      'src/server/domain/x.ts',
      "import '../db/schema';",
      'no database',
    ],
    [
      'drizzle-orm in a server use case',
      'src/server/features/zz/service.ts',
      "import 'drizzle-orm';",
      'SQL lives in the feature',
    ],
    [
      'a table in server routes',
      'src/server/features/zz/routes.ts',
      "import { users } from '../../db/schema';\nexport const t = users;",
      'SQL lives in the feature',
    ],
    [
      'a query on the database outside a repo',
      'src/server/features/zz/service.ts',
      'export const f = (deps: { db: { select(): unknown } }) => deps.db.select();',
      'SQL lives in the feature',
    ],
    [
      'a query on a transaction outside a repo',
      'src/server/features/zz/service.ts',
      'export const f = (tx: { delete(): unknown }) => tx.delete();',
      'SQL lives in the feature',
    ],
    ['a PascalCase file name', 'src/features/zz/OrderCard.ts', 'export {};', 'not kebab-case'],
    ['a camelCase test name', 'tests/lib/orderCard.test.ts', 'export {};', 'not kebab-case'],
  ])('reports %s', async (_what, filePath, code, message) => {
    const found = await problems(filePath, code);
    expect(
      found.some((p) => p.includes(message)),
      found.join('\n'),
    ).toBe(true);
  });

  it.each([
    [
      'a feature using src/lib, src/shared and src/forms',
      'src/features/zz/x-y.ts',
      "import '../../lib/storage';\nimport '../../shared/orders';\nimport '../../forms/schema-form';",
    ],
    ['fetch in src/lib/api', 'src/lib/api/x.ts', "void fetch('/api');"],
    ['src/shared using its own modules', 'src/shared/x.ts', "import './orders';"],
    [
      'a server feature using the database',
      'src/server/features/zz/repo.ts',
      "import 'drizzle-orm';\nimport 'node:fs';",
    ],
    [
      'a named repo file using the database',
      'src/server/features/zz/intents-repo.ts',
      "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema';\nexport const w = eq(users.id, 1);",
    ],
    [
      'a server use case holding a transaction over typed rows',
      'src/server/features/zz/service.ts',
      "import type { Db } from '../../db/client';\nexport const f = (db: Db) => db.transaction(async () => 1);",
    ],
  ])('allows %s', async (_what, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
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
      const planted = new ESLint({ cwd: dir, overrideConfigFile: join(ROOT, 'eslint.config.js') });
      const results = await planted.lintFiles(['src/lib/*.ts']);
      const cycles = results
        .filter((r) => r.messages.some((m) => m.ruleId === 'import-x/no-cycle'))
        .map((r) => r.filePath.slice(dir.length));
      expect(cycles.sort()).toEqual(['/src/lib/a.ts', '/src/lib/b.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
