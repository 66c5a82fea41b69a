/**
 * A server whose database is away (decision 0042): while it waits it answers on its port, not
 * ready and saying why, every other request a retryable 503 in the envelope; it tries again until
 * the database answers, and gives up at once on a failure that waiting cannot mend. A request
 * whose connection was lost is answered the same retryable 503, never a 500; a COMMIT whose
 * outcome stayed unknown never is.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OutcomeUnknown } from '../../../src/server/db/retry';
import errorsPlugin, { classify, RETRY_AFTER_SECONDS } from '../../../src/server/plugins/errors';
import { untilDatabaseAnswers, waitingRoom } from '../../../src/server/waiting-room';
import { codes } from '../../../src/shared/contract/codes';
import { freePort } from '../../support/cluster';
import { testConfig } from '../helpers';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const silent = { warn: () => {}, info: () => {} };

describe('a server waiting for its database', () => {
  it('listens, unready with the reason, and asks every other request to come again', async () => {
    const port = await freePort();
    const room = waitingRoom(testConfig({ port, host: '127.0.0.1', metricsPort: 0 }));
    // Nothing listens until a start has to wait.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    try {
      await room.note('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432; trying again in 500 ms');
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { checks: Record<string, string> };
      expect(body.checks.database).toMatch(/^ECONNREFUSED.*trying again in 500 ms$/);
      const api = await fetch(`${base}/api/user/getUserInfo`, { headers: { lang: 'sw_TZ' } });
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(await api.json()).toMatchObject({ code: codes.unavailable.code, data: null });
      // Proxied, readiness is nobody else's business, as on a running server.
      const proxied = await fetch(`${base}/readyz`, {
        headers: { 'x-forwarded-for': '41.59.1.2' },
      });
      expect(proxied.status).toBe(404);
    } finally {
      await room.close();
    }
    // Closed, the port is free for the app.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('tries again until the database answers, noting each failure', async () => {
    const notes: string[] = [];
    let tries = 0;
    const result = await untilDatabaseAnswers(
      async () => {
        if (++tries < 3) throw new Error('Failed query: select 1', { cause: refused() });
        return 'booted';
      },
      { note: async (why) => void notes.push(why), close: async () => {} },
      silent,
    );
    expect(result).toBe('booted');
    expect(notes).toEqual([
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432; trying again in 250 ms',
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432; trying again in 500 ms',
    ]);
  });

  it('stops at once on a failure that waiting cannot mend', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed'), {
      code: '28P01',
    });
    let tries = 0;
    await expect(
      untilDatabaseAnswers(
        async () => {
          tries++;
          throw wrongPassword;
        },
        { note: async () => {}, close: async () => {} },
        silent,
      ),
    ).rejects.toBe(wrongPassword);
    expect(tries).toBe(1);
  });
});

describe('a request whose database went away', () => {
  it('is answered 503 with Retry-After in the envelope, and a COMMIT of unknown outcome 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/lost', async () => {
      throw new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') });
    });
    app.get('/unknown', async () => {
      throw new OutcomeUnknown('771', new Error('Connection terminated unexpectedly'));
    });
    const lost = await app.inject({ url: '/lost', headers: { lang: 'sw_TZ' } });
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(lost.json()).toMatchObject({ code: codes.unavailable.code, key: 'unavailable' });
    expect(lost.json<{ msg: string }>().msg).toMatch(/^Huduma haipatikani/);
    const unknown = await app.inject({ url: '/unknown' });
    expect(unknown.statusCode).toBe(500);
    expect(unknown.headers['retry-after']).toBeUndefined();
    expect(classify(refused())).toBe('unavailable');
    await app.close();
  });
});
