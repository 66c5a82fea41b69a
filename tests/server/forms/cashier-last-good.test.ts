/**
 * cashier.json is kept as the last good version like the rest of the country's pack: a broken edit
 * on a running server keeps the payment channels and names the file in the log, a restart with
 * the file still broken serves the copy kept in DATA_DIR, and with no copy the country is not
 * served (the server does not start) rather than served with the wallet push alone.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textHash } from '../../../src/server/forms/pack';
import { FormStore } from '../../../src/server/forms/store';

type Entry = { level: string; obj: Record<string, unknown>; msg: string };
let root: string;
let logged: Entry[];
const log = {
  info: (obj: object, msg: string) => logged.push({ level: 'info', obj: { ...obj }, msg }),
  error: (obj: object, msg: string) => logged.push({ level: 'error', obj: { ...obj }, msg }),
};
const schemas = () => join(root, 'schemas');
const cashierJson = () => join(schemas(), 'tz', 'cashier.json');
const FILE = 'schemas/tz/cashier.json';
const kept = (name: string) => readFileSync(join(root, 'data', 'last-good', name), 'utf8');

/** A server's store on the copy: `keep` is DATA_DIR's folder of last good copies. */
function open(keep = join(root, 'data', 'last-good')): FormStore {
  const store = new FormStore(schemas(), log, { localesDir: join(root, 'locales'), keepDir: keep });
  store.reload();
  return store;
}

/** An edit that breaks the bill channel's number: money would go to a wrong place. */
function breakCashier(): void {
  const json = JSON.parse(readFileSync(cashierJson(), 'utf8')) as {
    channels: { kind: string; businessNumber?: string }[];
  };
  const bill = json.channels.find((c) => c.kind === 'bill');
  if (!bill) throw new Error('the shipped cashier.json has no bill channel to break');
  bill.businessNumber = '55-5';
  writeFileSync(cashierJson(), JSON.stringify(json, null, 2));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mkopo-cashier-'));
  for (const part of ['tz', '_meta'])
    cpSync(`schemas/${part}`, join(schemas(), part), { recursive: true });
  cpSync('locales', join(root, 'locales'), { recursive: true });
  logged = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a broken cashier.json', () => {
  it('on a running server keeps the channels and names the file; a restart serves the kept copy', () => {
    const running = open();
    const channels = running.cashier('TZ');
    expect(channels?.some((c) => c.kind === 'bill')).toBe(true);

    breakCashier();
    logged = [];
    expect(running.reload()).toEqual([
      {
        file: FILE,
        problems: [{ path: 'channels[1].businessNumber', message: 'must be 3-12 digits' }],
      },
    ]);
    expect(running.cashier('TZ')).toEqual(channels);
    // The console's view: the version served stays, with the refusal of the one on disk.
    const view = running.files().find((f) => f.file === FILE);
    expect(view?.hash).toBe(textHash(kept(FILE)));
    expect(view?.refused).toEqual([
      { path: 'channels[1].businessNumber', message: 'must be 3-12 digits' },
    ]);
    expect(logged).toEqual([
      {
        level: 'error',
        obj: { file: FILE, path: 'channels[1].businessNumber' },
        msg: 'file refused, the last good version stays served: must be 3-12 digits',
      },
    ]);
    running.close();

    logged = [];
    const restarted = open();
    expect(restarted.cashier('TZ')).toEqual(channels);
    expect(restarted.unservedPacks().size).toBe(0);
    expect(logged.filter((e) => e.level === 'error').map((e) => e.obj.file ?? e.msg)).toEqual([
      FILE,
      'serving the last good copies kept by an earlier run',
    ]);
    restarted.close();
  });

  it('with no copy kept is not served as the wallet push alone: the country is refused', () => {
    breakCashier();
    const fresh = open();
    expect(fresh.cashier('TZ')).toBeUndefined();
    expect([...fresh.unservedPacks().keys()]).toEqual(['tz']);
    expect(
      fresh
        .unservedPacks()
        .get('tz')
        ?.map((r) => r.file),
    ).toEqual([FILE]);
    fresh.close();
  });

  it('on disk, with copies kept before cashier.json was kept, refuses rather than drops it', () => {
    open().close();
    unlinkSync(join(root, 'data', 'last-good', 'schemas', 'tz', 'cashier.json'));
    breakCashier();
    logged = [];
    const restarted = open();
    expect(restarted.cashier('TZ')).toBeUndefined();
    expect(restarted.unservedPacks().has('tz')).toBe(true);
    restarted.close();
  });

  it('missing altogether leaves the wallet push alone, as before', () => {
    unlinkSync(cashierJson());
    const store = open();
    expect(store.cashier('TZ')?.map((c) => c.channelId)).toEqual(['wallet']);
    store.close();
  });
});
