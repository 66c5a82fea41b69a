/**
 * The answer to a transaction whose connection failed around COMMIT matches what the database
 * did: committed gives the result (not run again), rolled back runs again, and an outcome still
 * unknown is an error that never reads as "nothing was done, try again".
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/server/api-error';
import { isConnectionLost, type CommitStatus } from '../../../src/server/db/commit-outcome';
import { retryTransactions, SETTLE_TRIES } from '../../../src/server/db/retry';

const lost = () => new Error('Connection terminated unexpectedly');

/**
 * A handle whose commits fail as `commits` says, in turn ('ok' commits and answers), and whose
 * database reports `statuses` in turn for the transaction id `xid` (null: it wrote nothing).
 */
function fakeDb(opts: {
  commits: ('ok' | 'ackLost' | 'lostBefore' | 'refused')[];
  /** 'away': the database does not answer the question (restarting). */
  statuses?: (CommitStatus | 'away')[];
  xid?: string | null;
  /** How many first runs lose the connection halfway. */
  bodyLost?: number;
}) {
  let bodyLost = opts.bodyLost ?? 0;
  const seen = { bodies: 0, committed: 0, asked: 0 };
  const tx = { xid: opts.xid === undefined ? '771' : opts.xid };
  const handle = {
    async transaction(body: (t: typeof tx) => Promise<unknown>) {
      const result = await body(tx);
      const commit = opts.commits.shift() ?? 'ok';
      if (commit === 'lostBefore') throw lost();
      // A deferred check failing at COMMIT: PostgreSQL answers, and rolled everything back.
      if (commit === 'refused') throw Object.assign(new Error('unbalanced'), { code: '23514' });
      seen.committed++;
      if (commit === 'ackLost') throw lost();
      return result;
    },
  };
  const outcome = {
    idOf: async (t: typeof tx) => t.xid,
    statusOf: async () => {
      seen.asked++;
      const status = opts.statuses?.shift() ?? null;
      if (status === 'away')
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      return status;
    },
  };
  const db = retryTransactions(handle, outcome as never);
  const run = () =>
    db.transaction(async () => {
      seen.bodies++;
      if (bodyLost-- > 0) throw lost();
      return 'booked';
    });
  return { run, seen };
}

describe('a failure around COMMIT', () => {
  it('answers the result when the database committed, without running it again', async () => {
    const { run, seen } = fakeDb({ commits: ['ackLost'], statuses: ['committed'] });
    await expect(run()).resolves.toBe('booked');
    expect(seen).toEqual({ bodies: 1, committed: 1, asked: 1 });
  });

  it('waits for a commit still in progress, then answers its result', async () => {
    const { run, seen } = fakeDb({
      commits: ['ackLost'],
      statuses: ['in progress', 'in progress', 'committed'],
    });
    await expect(run()).resolves.toBe('booked');
    expect(seen).toEqual({ bodies: 1, committed: 1, asked: 3 });
  });

  it('asks again through a restart of the database, then answers its result', async () => {
    const { run, seen } = fakeDb({ commits: ['ackLost'], statuses: ['away', 'away', 'committed'] });
    await expect(run()).resolves.toBe('booked');
    expect(seen).toEqual({ bodies: 1, committed: 1, asked: 3 });
  });

  it('runs again when the database rolled it back', async () => {
    const { run, seen } = fakeDb({ commits: ['ackLost', 'ok'], statuses: ['aborted'] });
    await expect(run()).resolves.toBe('booked');
    expect(seen.bodies).toBe(2);
  });

  it('asks, and runs again, when the connection died before the COMMIT reached the database', async () => {
    const { run, seen } = fakeDb({ commits: ['lostBefore', 'ok'], statuses: ['aborted'] });
    await expect(run()).resolves.toBe('booked');
    expect(seen).toEqual({ bodies: 2, committed: 1, asked: 1 });
  });

  it('runs again, asking nothing, when the connection died before its work was done', async () => {
    const { run, seen } = fakeDb({ commits: [], bodyLost: 1 });
    await expect(run()).resolves.toBe('booked');
    expect(seen).toEqual({ bodies: 2, committed: 1, asked: 0 });
  });

  it('runs again a transaction that wrote nothing, asking nothing', async () => {
    const { run, seen } = fakeDb({ commits: ['ackLost', 'ok'], xid: null });
    await expect(run()).resolves.toBe('booked');
    expect(seen).toEqual({ bodies: 2, committed: 2, asked: 0 });
  });

  it('answers a COMMIT the database refused with its refusal, neither asked nor run again', async () => {
    const { run, seen } = fakeDb({ commits: ['refused', 'ok'] });
    await expect(run()).rejects.toMatchObject({ code: '23514' });
    expect(seen).toEqual({ bodies: 1, committed: 0, asked: 0 });
  });

  it('never says "try again" when the outcome stays unknown', async () => {
    const forever = fakeDb({
      commits: ['ackLost'],
      statuses: Array<CommitStatus>(SETTLE_TRIES).fill('in progress'),
    });
    const outcome = forever.run();
    await expect(outcome).rejects.toThrow('outcome unknown');
    await expect(outcome).rejects.not.toBeInstanceOf(ApiError);
    expect(forever.seen).toEqual({ bodies: 1, committed: 1, asked: SETTLE_TRIES });
    const forgotten = fakeDb({ commits: ['ackLost'], statuses: [null] });
    await expect(forgotten.run()).rejects.toThrow('outcome unknown');
    expect(forgotten.seen.bodies).toBe(1);
  });

  it('says "try again" (503) only after every try was rolled back', async () => {
    const { run, seen } = fakeDb({
      commits: Array(8).fill('ackLost'),
      statuses: Array<CommitStatus>(8).fill('aborted'),
    });
    await expect(run()).rejects.toThrow('submitFailed');
    expect(seen.bodies).toBe(8);
  });
});

describe('isConnectionLost', () => {
  it('knows a lost connection by SQLSTATE or node-postgres words, also wrapped', () => {
    expect(isConnectionLost(lost())).toBe(true);
    expect(isConnectionLost(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLost(new Error('wrapped', { cause: lost() }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(new Error('plain'))).toBe(false);
  });
});
