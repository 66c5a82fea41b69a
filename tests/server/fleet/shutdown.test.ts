/**
 * SIGTERM's shutdown: readiness fails at once, new connections are refused, the request in flight
 * is answered, then what comes after the app (the database) closes; and a request that never ends
 * does not hold the process past its bound.
 */
import { request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { shutDown } from '../../../src/server/shutdown';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function slowServer(
  holdMs: number,
  order: string[] = [],
): Promise<{ app: FastifyInstance; port: number; arrived: Promise<void> }> {
  const app = Fastify();
  let arrive = () => {};
  const arrived = new Promise<void>((r) => (arrive = r));
  app.get('/slow', async () => {
    arrive();
    await new Promise((r) => setTimeout(r, holdMs));
    order.push('answered');
    return 'done';
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0, arrived };
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, then closes the database', async () => {
    const order: string[] = [];
    const { app, port, arrived } = await slowServer(400, order);
    const inFlight = get(port, '/slow');
    await arrived;
    const done = shutDown({
      app,
      after: [{ close: async () => void order.push('database closed') }],
      timeoutMs: 5_000,
    });
    await new Promise((r) => setTimeout(r, 50));
    await expect(get(port, '/slow')).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(await done).toBe(true);
    expect(order).toEqual(['answered', 'database closed']);
  });

  it('gives up at its bound when a request does not end', async () => {
    const { app, port, arrived } = await slowServer(60_000);
    void get(port, '/slow').catch(() => undefined);
    await arrived;
    const started = Date.now();
    expect(await shutDown({ app, after: [], timeoutMs: 300 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    app.server.closeAllConnections();
  });
});
