/**
 * The server features' order (docs/architecture.md §8): ESLint refuses an import that does not run
 * down the steps of scripts/lint/feature-ranks.js or that passes by an entry, from a feature or from
 * the server around them (start-up, jobs, commands); the tree has no such arrow, every feature has
 * a step and an entry, and the architecture's table is the lint's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FEATURES_DIR,
  featureArrows,
  featureNames,
  upwardArrows,
} from '../../scripts/lint/feature-graph';
import { FEATURE_STEPS } from '../../scripts/lint/feature-ranks';
import { eslint, problems } from './lint-text';

const ARCHITECTURE = new URL('../../docs/architecture.md', import.meta.url);
const UP = 'which is not below it';

describe('the server features run bottom to top', () => {
  // Loading the config and its plugins is the slow part; it is not what the cases time.
  beforeAll(() => eslint.lintText('', { filePath: 'src/lib/x.ts' }), 120_000);

  it.each([
    ['ledger importing repay', 'src/server/features/ledger/x.ts', "import '../repay';", UP],
    [
      'auth importing repay',
      'src/server/features/auth/x.ts',
      "import { standingFor } from '../repay';",
      UP,
    ],
    [
      'a feature importing one on its own step',
      'src/server/features/profile/x.ts',
      "import '../wallet';",
      UP,
    ],
    [
      'a type import up the order',
      'src/server/features/ledger/x.ts',
      "import type { Standing } from '../repay';",
      UP,
    ],
    [
      'a re-export up the order',
      'src/server/features/orders/x.ts',
      "export { findWallet } from '../wallet';",
      UP,
    ],
    [
      'a dynamic import up the order',
      'src/server/features/sms/x.ts',
      "export const f = () => import('../orders');",
      UP,
    ],
    ['a feature with no step', 'src/server/features/zz/x.ts', "import '../ledger';", 'has no step'],
    [
      'a feature importing one with no step',
      'src/server/features/ops-console/x.ts',
      "import '../zz';",
      'has no step',
    ],
    [
      'the database schema importing a feature',
      'src/server/db/schema/x.ts',
      "import type { StaffRole } from '../../features/ops-console';",
      'sits below the server features',
    ],
    [
      'a provider importing a feature',
      'src/server/providers/x.ts',
      "import '../features/ledger';",
      'sits below the server features',
    ],
    [
      "a deep import of a lower feature's file",
      'src/server/features/repay/x.ts',
      "import { postEntry } from '../ledger/repo';",
      'only through its entry, src/server/features/ledger/index.ts',
    ],
    [
      "a job's import of a feature's inner file",
      'src/server/jobs/x.ts',
      "import { accrueLoan } from '../features/ledger/accrue';",
      'only through its entry, src/server/features/ledger/index.ts',
    ],
    [
      "start-up's import of a feature's inner file",
      'src/server/app.ts',
      "import { startRails } from './features/rails/start';",
      'only through its entry, src/server/features/rails/index.ts',
    ],
    [
      "an operations command's re-export of a feature's inner file",
      'src/server/ops/commands.ts',
      "export { runFeedbackCommand } from '../features/feedback/ops-command';",
      'only through its entry, src/server/features/feedback/index.ts',
    ],
  ])('refuses %s', async (_what, filePath, code, message) => {
    const found = await problems(filePath, code);
    expect(
      found.some((p) => p.includes(message)),
      found.join('\n'),
    ).toBe(true);
  });

  it('allows an import of a lower feature through its entry', async () => {
    const code =
      "import { postEntry } from '../ledger';\nimport type { OrderRow } from '../orders/index';\nexport const f = (o: OrderRow) => [o, postEntry];";
    expect(await problems('src/server/features/repay/x.ts', code)).toEqual([]);
  });

  it('allows start-up and jobs any feature through its entry, and the route map', async () => {
    const jobs =
      "import { receiveCallback } from '../features/ledger';\nimport { settlePromises } from '../features/ops-console/index';\nexport const f = [receiveCallback, settlePromises];";
    expect(await problems('src/server/jobs/x.ts', jobs)).toEqual([]);
    const app =
      "import { featureRoutes } from './features/index';\nimport { startRails } from './features/rails';\nexport const f = [featureRoutes, startRails];";
    expect(await problems('src/server/app.ts', app)).toEqual([]);
    // The route map merges each feature's route module, and reaches nothing else inside one.
    const map = "import { authRoutes } from './auth/routes';\nexport const f = [authRoutes];";
    expect(await problems('src/server/features/index.ts', map)).toEqual([]);
    const inner = "import { issueCode } from './auth/codes';\nexport const f = [issueCode];";
    expect((await problems('src/server/features/index.ts', inner)).join('\n')).toContain(
      'only through its entry, src/server/features/auth/index.ts',
    );
  });

  it('has no arrow between features that runs up the order', () => {
    const arrows = featureArrows();
    expect(arrows.length).toBeGreaterThan(0);
    expect(upwardArrows(arrows)).toEqual([]);
  });

  it('gives every feature one step and an entry, and names no feature that is not there', () => {
    const names = featureNames();
    const ranked = FEATURE_STEPS.flat();
    expect([...ranked].sort()).toEqual([...names].sort());
    expect(new Set(ranked).size).toBe(ranked.length);
    expect(names.filter((n) => !existsSync(join(FEATURES_DIR, n, 'index.ts')))).toEqual([]);
  });

  it("prints the lint's steps in the architecture's table", () => {
    const rows = readFileSync(ARCHITECTURE, 'utf8')
      .split('\n')
      .map((line) => /^\s*\|\s*(\d+)\s*\|(.*)\|\s*$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [...(m[2] ?? '').matchAll(/`([a-z-]+)`/g)].map((n) => n[1]));
    expect(rows).toEqual(FEATURE_STEPS);
  });
});
