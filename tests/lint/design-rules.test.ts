/**
 * ESLint holds the design of docs/architecture.md §2: each rule is shown a planted violation at a path in the
 * zone it guards (linted as text, so nothing is written into the shared tree) and must report it,
 * and the same code where it is allowed must pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eslint, problems } from './lint-text';

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
    [
      'window.fetch through an alias outside src/lib/api',
      'src/app/x.ts',
      "const w = window;\nvoid w.fetch('/api');",
      'Only src/lib/api calls fetch',
    ],
    [
      'fetch on a Window parameter outside src/lib/api',
      'src/app/pwa/x.ts',
      "export const f = (win: Window) => win.fetch('/api');",
      'Only src/lib/api calls fetch',
    ],
    [
      'fetch destructured from globalThis outside src/lib/api',
      'src/features/zz/x.ts',
      "const { fetch: get } = globalThis;\nvoid get('/api');",
      'Only src/lib/api calls fetch',
    ],
    [
      "window['fetch'] outside src/lib/api",
      'src/lib/x.ts',
      "void window['fetch']('/api');",
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
    [
      'a query through an alias of the database',
      'src/server/features/zz/service.ts',
      'export const f = (deps: { db: { execute(): unknown } }) => {\n  const d = deps.db;\n  return d.execute();\n};',
      'SQL lives in the feature',
    ],
    [
      'a query through a renamed destructured database',
      'src/server/features/zz/service.ts',
      'export const f = ({ db: d }: { db: { select(): unknown } }) => d.select();',
      'SQL lives in the feature',
    ],
    [
      'a query on a parameter typed as the database',
      'src/server/features/zz/service.ts',
      "import type { Db } from '../../db/client';\nexport const f = (h: Db) => h.select();",
      'SQL lives in the feature',
    ],
    [
      'a query on a parameter typed by the handle of the server deps',
      'src/server/features/zz/service.ts',
      "import type { ServerDeps } from '../../types';\nexport const f = (h: ServerDeps['db']) => h.execute();",
      'SQL lives in the feature',
    ],
    [
      'a query on the database read by a string key',
      'src/server/features/zz/service.ts',
      "export const f = (deps: { db: { execute(): unknown } }) => deps['db'].execute();",
      'SQL lives in the feature',
    ],
    [
      'a query method read by a string key',
      'src/server/features/zz/service.ts',
      "export const f = (db: { select(): unknown }) => db['select']();",
      'SQL lives in the feature',
    ],
    // The staff console is held like every feature: no console file is excepted from the SQL rule.
    [
      'a query in a staff console use case',
      'src/server/features/ops-console/proofs.ts',
      'export const f = (deps: { db: { select(): unknown } }) => deps.db.select();',
      'SQL lives in the feature',
    ],
    [
      'drizzle-orm in staff console routes',
      'src/server/features/ops-console/queue-routes.ts',
      "import 'drizzle-orm';",
      'SQL lives in the feature',
    ],
    [
      'a query on a transaction in the staff console waiver',
      'src/server/features/ops-console/waiver.ts',
      'export const f = (tx: { select(): unknown }) => tx.select();',
      'SQL lives in the feature',
    ],
    [
      'raw SQL in a staff console file that is not a repo',
      'src/server/features/ops-console/seed-book.ts',
      'export const f = (db: { execute(q: string): unknown }) => db.execute("analyze");',
      'SQL lives in the feature',
    ],
    [
      "a server feature reaching into another's files",
      'src/server/features/zz/service.ts',
      "import '../ledger/settle';",
      'only through its entry, src/server/features/ledger/index.ts',
    ],
    [
      'a cross-import moved to an entry since, written again',
      'src/server/features/ledger/settle.ts',
      "import '../loans/products';",
      'only through its entry, src/server/features/loans/index.ts',
    ],
    [
      'server code importing client code',
      'src/server/features/zz/service.ts',
      "import '../../../lib/storage';",
      'Server code must not import client code',
    ],
    [
      'server code importing a widget',
      'src/server/forms/x.ts',
      "import '../../../widgets/text-widget';",
      'Server code must not import client code',
    ],
    [
      'src/server/domain importing a feature',
      'src/server/domain/x.ts',
      "import '../features/ledger/settle';",
      'imports no server feature',
    ],
    [
      'a widget importing a feature',
      'widgets/x-widget.tsx',
      "import '../src/features/home/order-card';",
      'A widget must not import a feature',
    ],
    [
      'a feature importing @rjsf/utils',
      'src/features/zz/x.ts',
      "import '@rjsf/utils';",
      'Only src/forms imports @rjsf',
    ],
    [
      'a widget importing the RJSF engine',
      'widgets/x-widget.tsx',
      "import '@rjsf/core';",
      'widgets only @rjsf/utils',
    ],
    [
      'process.env in src/shared',
      'src/shared/x.ts',
      'export const p = process.env.X;',
      'read no process.env',
    ],
    [
      'globalThis.process in src/shared',
      'src/shared/x.ts',
      'export const p = globalThis.process;',
      'read no process.env',
    ],
    [
      'a dynamic node: import in src/shared',
      'src/shared/x.ts',
      "export const f = () => import('node:fs');",
      'not even with import()',
    ],
    [
      'a dynamic Node import in src/server/domain',
      'src/server/domain/x.ts',
      "export const f = () => import('crypto');",
      'not even with import()',
    ],
    // A refusal is a catalogue code thrown as ApiError, in the console's files as everywhere.
    [
      'an error class of its own in a server feature',
      'src/server/features/ops-console/x.ts',
      'export class XError extends Error {}',
      'not an error class of its own',
    ],
    [
      'an error class expression in a server feature',
      'src/server/features/zz/service.ts',
      'export const XError = class extends Error {};',
      'not an error class of its own',
    ],
    [
      'a built-in error subclass of its own in a server feature',
      'src/server/features/zz/service.ts',
      'export class OutOfRange extends RangeError {}',
      'not an error class of its own',
    ],
    [
      'a TypeError class expression in a server feature',
      'src/server/features/zz/service.ts',
      'export const Bad = class extends TypeError {};',
      'not an error class of its own',
    ],
    [
      'an error class read off the global object in a server feature',
      'src/server/features/zz/service.ts',
      'export class Bad extends globalThis.SyntaxError {}',
      'not an error class of its own',
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
});
