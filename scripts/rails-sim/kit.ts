/**
 * What both provider simulators share: a loopback HTTP server with JSON bodies, seeded faults,
 * and an outbox of callbacks delivered with the faults a real provider shows (twice, late, out
 * of order, never). Tests deliver the outbox when they choose; `npm run rails:sim` on a timer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { percentile } from '../../src/server/providers/random';

export interface Faults {
  readonly seed: string;
  /** Percent of callbacks sent twice / held back as late / never sent. */
  readonly duplicate: number;
  readonly late: number;
  readonly missing: number;
  /** Percent of requests whose answer never comes (the work is still done). */
  readonly timeout: number;
  /** Percent of payouts the provider answers ambiguously or refuses for float. */
  readonly ambiguous: number;
  readonly insufficientFloat: number;
  /** Percent of customers who cancel the PIN prompt / never answer it. */
  readonly cancel: number;
  readonly noAnswer: number;
}

export const NO_FAULTS: Faults = {
  seed: 'sim',
  duplicate: 0,
  late: 0,
  missing: 0,
  timeout: 0,
  ambiguous: 0,
  insufficientFloat: 0,
  cancel: 0,
  noAnswer: 0,
};

/** Whether fault `kind` strikes the item `label` (deterministic for a seed). */
export const strikes = (faults: Faults, kind: keyof Omit<Faults, 'seed'>, label: string) =>
  percentile(faults.seed, `${kind}:${label}`) < faults[kind];

export interface Request {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
}

export interface Reply {
  readonly status: number;
  readonly body: unknown;
  /** Hold the answer this long (a timeout fault); the work is done all the same. */
  readonly holdMs?: number;
}

export type Handler = (request: Request) => Promise<Reply> | Reply;

export interface Outbound {
  readonly url: string;
  readonly body: unknown;
  /** Computed when sent (a signature carries its sending time). */
  readonly headers?: () => Record<string, string>;
}

export class Outbox {
  private readonly queue: Array<Outbound & { late: boolean }> = [];
  readonly sent: Array<{ url: string; body: unknown; status: number }> = [];
  constructor(private readonly faults: () => Faults) {}

  /** Queues a callback with its faults, drawn from `label`. */
  push(label: string, message: Outbound) {
    const faults = this.faults();
    if (strikes(faults, 'missing', label)) return;
    const late = strikes(faults, 'late', label);
    this.queue.push({ ...message, late });
    if (strikes(faults, 'duplicate', label)) this.queue.push({ ...message, late: true });
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Posts the queued callbacks, newest first (out of order); late ones only when `late`. */
  async deliver(late = false): Promise<number> {
    const now = this.queue.filter((m) => late || !m.late).reverse();
    for (const m of now) this.queue.splice(this.queue.indexOf(m), 1);
    for (const m of now) {
      const status = await fetch(m.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...m.headers?.() },
        body: JSON.stringify(m.body),
      }).then(
        (r) => r.status,
        () => 0,
      );
      this.sent.push({ url: m.url, body: m.body, status });
    }
    return now.length;
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { __unparsable: text };
  }
}

export interface Listening {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves `handler` on 127.0.0.1 at `port` (0 = any free port); on RAILS_SIM_HOST instead when set
 * (0.0.0.0 in a container, where the servers reach the simulators by the service's name).
 */
export async function listen(handler: Handler, port = 0): Promise<Listening> {
  const held = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const reply = await handler({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readJson(req),
      });
      const send = () => {
        held.delete(res);
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      };
      if (reply.holdMs) {
        held.add(res);
        setTimeout(send, reply.holdMs).unref();
      } else send();
    })();
  });
  await new Promise<void>((done) =>
    server.listen(port, process.env.RAILS_SIM_HOST || '127.0.0.1', done),
  );
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((done) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
