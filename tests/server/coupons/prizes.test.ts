/**
 * The draw's prizes are data of the country's folder (schemas/<cc>/prizes.json), checked by
 * schemas/_meta/prizes.schema.json: a broken edit keeps the last good prizes, also after a restart,
 * and the check says what is wrong in words operations can act on.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prizesOf } from '../../../src/server/features/coupons/prizes';
import { checkDataValue } from '../../../src/server/forms/data-file';
import { FormStore } from '../../../src/server/forms/store';
import { unusedCountryCode } from '../../support/unused-country';

let root: string;
let logged: string[];
const log = { info: () => undefined, error: (_: object, msg: string) => logged.push(msg) };
const schemas = () => join(root, 'schemas');
const file = () => join(schemas(), 'tz', 'prizes.json');
const good = () =>
  JSON.parse(readFileSync('schemas/tz/prizes.json', 'utf8')) as { prizes: { name: string }[] };
const openStore = () => {
  const store = new FormStore(schemas(), log, { keepDir: join(root, 'kept') });
  store.reload();
  return store;
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mkopo-prizes-'));
  for (const folder of ['tz', '_meta'])
    cpSync(`schemas/${folder}`, join(schemas(), folder), { recursive: true });
  logged = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('prizes', () => {
  it('serves the repository’s prizes per country', () => {
    expect(prizesOf('TZ').map((p) => p.name)).toEqual(good().prizes.map((p) => p.name));
    expect(prizesOf(unusedCountryCode())).toEqual([]);
  });

  it('keeps the last good prizes after a broken edit and a restart, naming line and column', () => {
    const before = openStore().prizes('TZ');
    expect(before.length).toBeGreaterThan(0);
    writeFileSync(file(), '{ "prizes": [ { "weight": 5, } ] }');
    const restarted = openStore();
    expect(restarted.prizes('TZ')).toEqual(before);
    expect(logged.some((m) => /line 1, column 30/.test(m))).toBe(true);
  });

  it('names a misspelt setting, a wrong kind and a missing amount', () => {
    const prizes = good().prizes;
    const problems = checkDataValue('prizes', {
      prizes: [
        { ...prizes[0], weigth: 2 },
        { ...prizes[1], kind: 'cash' },
        { ...prizes[0], amount: undefined },
      ],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          path: 'prizes[0]',
          message: '"weigth" is not a known setting here (did you mean "weight"?)',
        },
        { path: 'prizes[1].kind', message: 'must be one of: fee, interest' },
        { path: 'prizes[2]', message: '"amount" is missing' },
      ]),
    );
  });
});
