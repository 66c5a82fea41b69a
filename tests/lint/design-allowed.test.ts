/**
 * The other side of the design rules (design-rules.test.ts): code where each rule allows it must
 * pass lint, so a rule that reports too much fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eslint, problems } from './lint-text';

describe('lint allows what the design allows', () => {
  beforeAll(() => eslint.lintText('', { filePath: 'src/lib/x.ts' }), 120_000);

  it.each([
    [
      'a feature using src/lib, src/shared and src/forms',
      'src/features/zz/x-y.ts',
      "import '../../lib/storage';\nimport '../../shared/orders';\nimport '../../forms/schema-form';",
    ],
    ['fetch in src/lib/api', 'src/lib/api/x.ts', "void fetch('/api');"],
    [
      'a fetch of its own on an object that is not the page',
      'src/features/zz/x.ts',
      'export const f = (store: { fetch(key: string): unknown }) => store.fetch("k");',
    ],
    ['a widget using the RJSF helpers', 'widgets/x-widget.tsx', "import '@rjsf/utils';"],
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
      'a staff console repo file using the database',
      'src/server/features/ops-console/proofs-repo.ts',
      "import { eq } from 'drizzle-orm';\nexport const f = (db: { select(): unknown }) => [eq, db.select()];",
    ],
    [
      'a server use case holding a transaction over typed rows',
      'src/server/features/zz/service.ts',
      "import type { Db } from '../../db/client';\nexport const f = (db: Db) => db.transaction(async () => 1);",
    ],
    [
      "a server feature using a lower one's entry",
      'src/server/features/repay/service.ts',
      "import '../ledger';\nimport '../orders/index';",
    ],
    [
      'a server feature refusing with a catalogue code',
      'src/server/features/zz/service.ts',
      "import { ApiError } from '../../api-error';\nexport const f = () => {\n  throw new ApiError('badInput');\n};",
    ],
    [
      'a rail error outside the server features',
      'src/server/providers/x.ts',
      'export class RailDown extends Error {}',
    ],
    [
      'a server feature extending a built-in that is not an error',
      'src/server/features/zz/service.ts',
      'export class Tally extends Map<string, number> {}',
    ],
    [
      'a server use case reading a field other than the handle by a string key',
      'src/server/features/zz/service.ts',
      "export const f = (deps: { log: { execute(): unknown } }) => deps['log'].execute();",
    ],
    [
      'a server use case passing the database on',
      'src/server/features/zz/service.ts',
      'export const f = (deps: { db: object }, g: (d: object) => void) => {\n  const d = deps.db;\n  g(d);\n};',
    ],
  ])('allows %s', async (_what, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
