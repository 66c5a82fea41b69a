/**
 * A fleet on this machine for the fleet test: real server processes (the server built to
 * JavaScript, as production runs it), a small round-robin proxy in front, and a client that
 * speaks the envelope and tells an acknowledged answer from one that never came.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { routes, type RouteName } from '../../../src/shared/contract/routes.gen';
import { randomParamName, sealPayload } from '../../../src/shared/envelope';
import { builtServer, type BuiltServer } from '../../support/built-server';
import { freePort, until } from '../../support/cluster';
import { NO_DIST_DIR } from '../../support/no-dist';

const PACKAGE = 'com.mkopo.credit';

/** The request reached no server that answered: the client cannot know what happened. */
export class Unacknowledged extends Error {}

export interface Answer {
  readonly code: number;
  readonly msg: string;
  readonly data: Record<string, unknown> | null;
  readonly upstream: string | undefined;
  readonly ms: number;
  /** The HTTP status, and Retry-After's seconds when the answer asks to be sent again. */
  readonly status: number;
  readonly retryAfter: number | undefined;
}

/** One call as the app makes it; throws Unacknowledged when no answer came. */
export async function callApi(
  base: string,
  name: RouteName,
  input: Record<string, unknown>,
  options: { token?: string; afid?: string; ip?: string } = {},
): Promise<Answer> {
  const route = routes[name];
  const sealed = sealPayload(input, PACKAGE);
  const headers = {
    authorization: options.token ?? '',
    packageName: PACKAGE,
    afid: options.afid ?? '',
    lang: 'en',
    platform: 'android',
    // The phone's address, as the proxy in front would report it.
    ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
  };
  const url = `${base}${route.base}${route.path}`;
  const started = performance.now();
  let res: Response;
  try {
    res =
      route.method === 'GET'
        ? await fetch(`${url}?${randomParamName()}=${encodeURIComponent(sealed)}`, { headers })
        : await fetch(url, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'text/plain' },
            body: sealed,
          });
  } catch (error) {
    throw new Unacknowledged(`${name}: ${(error as Error).message}`);
  }
  if (res.status === 502) throw new Unacknowledged(`${name}: the proxy lost its server`);
  const body = (await res.json()) as { code: number; msg: string; data: Answer['data'] };
  const retryAfter = res.headers.get('retry-after');
  return {
    ...body,
    upstream: res.headers.get('x-upstream') ?? undefined,
    ms: performance.now() - started,
    status: res.status,
    retryAfter: retryAfter === null ? undefined : Number(retryAfter),
  };
}

/** Starts a built server on `port`; resolves with the process once /healthz answers. */
export async function startServer(
  main: string,
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await until(
      `the server on ${port}`,
      async () => {
        if (exited) throw new Error(`server on ${port} exited before it answered`);
        return fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { tries: 1200 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/** Headers of one connection, not of the answer: the proxy sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export interface Proxy {
  readonly base: string;
  close(): Promise<void>;
}

/**
 * Round robin over `ports`. A request that could not connect (a dead server) is sent to the next
 * one, which is safe: nothing reached the dead one. One that was cut after it was sent is answered
 * 502 and never resent, as nginx does with a POST: the server may have acted on it.
 */
export async function startProxy(ports: readonly number[]): Promise<Proxy> {
  let next = 0;
  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    tries: number,
    reply: (status: number, headers: Record<string, string>, payload: Buffer) => void,
  ) => {
    const port = ports[next++ % ports.length]!;
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': incoming.headers['x-forwarded-for'] ?? '10.9.8.7',
          connection: 'close',
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = { 'x-upstream': `${port}` };
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = String(value);
          reply(res.statusCode ?? 502, headers, Buffer.concat(chunks));
        });
        res.on('error', () => reply(502, {}, Buffer.alloc(0)));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries < ports.length * 3)
        return forward(incoming, body, tries + 1, reply);
      reply(502, {}, Buffer.alloc(0));
    });
    outgoing.end(body);
  };
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () =>
      forward(incoming, Buffer.concat(chunks), 1, (status, headers, payload) => {
        if (response.headersSent) return;
        response.writeHead(status, headers).end(payload);
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The newest sandbox code for a number, from whichever live server sent it. */
export async function sandboxCode(
  ports: readonly number[],
  e164: string,
  purpose: string,
  withinMs = 30_000,
): Promise<string | undefined> {
  // The outbox sends after the request is answered: on a busy machine that may take seconds.
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    for (const port of ports) {
      // A server waiting for its database answers 503: it has sent nothing yet.
      const list = await fetch(`http://127.0.0.1:${port}/sandbox/sms?format=json`)
        .then((r) =>
          r.ok
            ? (r.json() as Promise<Array<{ mobile: string; purpose: string; code: string }>>)
            : [],
        )
        .catch(() => []);
      const found = list.find((m) => m.mobile === e164 && m.purpose === purpose);
      if (found) return found.code;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

/** The p-th percentile of `values` (ms). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Each borrower's phone has its own address. */
export const ipOf = (mobile: string) =>
  `10.${mobile.slice(-6, -4)}.${mobile.slice(-4, -2)}.${mobile.slice(-2)}`;

/**
 * Runs `tasks` `width` at a time; a task cut by a kill counts as unacknowledged, not failed.
 * Answers how many were unacknowledged.
 */
export async function poolOf(tasks: Array<() => Promise<void>>, width: number): Promise<number> {
  let next = 0;
  let unacknowledged = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      try {
        await task();
      } catch (error) {
        if (!(error instanceof Unacknowledged)) throw error;
        unacknowledged++;
      }
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return unacknowledged;
}

/**
 * The file keys every server of a test fleet shares, as production's FILE_KEYS are shared: a
 * server without them seals with a development key of its own data folder, so an SMS queued by
 * one server could not be opened, and so never sent, by another.
 */
export const FLEET_FILE_KEYS = `fleet:${randomBytes(32).toString('base64')}`;

/**
 * Starts `count` processes of the built server on free ports, sharing the database, Redis and
 * file keys in `env`, each with its own data folder under `out`, behind a proxy on 127.0.0.1.
 */
export async function startFleet(
  out: string,
  count: number,
  env: Readonly<Record<string, string>>,
): Promise<{ ports: number[]; servers: ChildProcess[]; built: BuiltServer }> {
  const built = await builtServer();
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const servers = await Promise.all(
    ports.map((port, i) =>
      startServer(built.main, port, {
        ...built.env,
        DATA_DIR: join(out, `data-${i}`),
        DIST_DIR: NO_DIST_DIR,
        NODE_ENV: 'development',
        JOB_POLL_MS: '50',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        TRUST_PROXY: '127.0.0.1',
        FILE_KEYS: FLEET_FILE_KEYS,
        ...env,
      }),
    ),
  );
  return { ports, servers, built };
}
