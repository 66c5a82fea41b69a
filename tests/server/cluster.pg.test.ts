/**
 * WEB_CONCURRENCY on PostgreSQL: `npm start` runs that many servers on one port under a primary
 * that migrated once; a server that dies is replaced while the others keep answering; SIGTERM
 * ends them all. Real processes, real HTTP, the database DATABASE_URL names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, CLUSTER_START_MS, startCluster, until, type Cluster } from '../support/cluster';
import { apiCall } from '../e2e/journey-api';

let cluster: Cluster;
let base = '';
let listening: number[] = [];

beforeAll(async () => {
  cluster = await startCluster(2);
  ({ base, listening } = cluster);
}, CLUSTER_START_MS);

afterAll(() => cluster?.stop());

const home = () => apiCall(base, '', 'homepageData', {});

/**
 * Home, asked again until a server answers: a connection the primary handed to the server being
 * killed is reset or never answered, so each try has its own deadline.
 */
async function answeredHome(): Promise<Awaited<ReturnType<typeof home>>> {
  let last: unknown;
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      return await Promise.race([
        home(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no answer within 5 s')), 5_000),
        ),
      ]);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

describe('several server processes on PostgreSQL', () => {
  it('runs two servers besides the primary, and they answer', async () => {
    expect(new Set(listening).size).toBe(2);
    expect(listening).not.toContain(cluster.primary.pid);
    const answers = await Promise.all(Array.from({ length: 20 }, home));
    expect(answers.every((a) => a.currency === 'TZS')).toBe(true);
  });

  it('replaces a server that dies while the other keeps answering', async () => {
    process.kill(listening[0]!, 'SIGKILL');
    // A kept-alive connection of the dead server is reset; the client's retry is answered.
    expect((await answeredHome()).currency).toBe('TZS');
    await until('a new server', () => listening.length === 3);
    expect(new Set(listening).size).toBe(3);
    expect((await answeredHome()).currency).toBe('TZS');
  }, 120_000);

  it('ends every server on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => cluster.primary.once('exit', r));
    cluster.primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('the servers to end', () => !listening.some(alive));
  }, 60_000);
});
