/**
 * Runs autocannon in its own process (spawned by throughput.ts), so the load generator never
 * competes with the server for the same event loop. An answer counts as an error unless it is
 * HTTP 2xx with `code` 0: a refused call (HTTP 200, code ≠ 0) is not a success. Two seconds of
 * the same load come first, unmeasured, so figures are the steady state: not the server's first
 * compiles, nor the opening of its database connections.
 * A POST load gives each connection its own borrower (token and payload) and seals every request
 * afresh, as the app does (a new `t`; a new idempotency key when `freshKey` names the field).
 * Input: one JSON argument ({@link LoadSpec}); output: one JSON line ({@link LoadResult}).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sealPayload } from '../../src/shared/envelope';

export interface PostClient {
  readonly token: string;
  readonly payload: Record<string, unknown>;
}

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** A sealed POST per request instead of the GET of `url`; connection i plays clients[i % n]. */
  post?: { clients: readonly PostClient[]; packageName: string; freshKey?: string };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** Answers during the unmeasured warm-up (for work per request over the whole run). */
  warmUpRequests: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const WARM_UP_SECONDS = 2;
let refused = 0;
let lastRefusal = '';
let connectionsSeen = 0;

interface Connection {
  client?: PostClient;
}

/** The next request of a connection: its borrower's payload, sealed now. */
function sealedPost(request: autocannon.Request, context: Connection): autocannon.Request {
  const post = spec.post;
  if (!post) return request;
  const client = (context.client ??= post.clients[connectionsSeen++ % post.clients.length]);
  if (!client) return request;
  const key = post.freshKey ? { [post.freshKey]: randomBytes(12).toString('base64url') } : {};
  return {
    ...request,
    method: 'POST',
    headers: { ...spec.headers, 'content-type': 'text/plain', authorization: client.token },
    body: sealPayload({ ...client.payload, ...key }, post.packageName),
  };
}

const run = (seconds: number) =>
  autocannon({
    url: spec.url,
    headers: spec.headers,
    connections: spec.connections,
    duration: seconds,
    requests: [
      {
        method: spec.post ? 'POST' : 'GET',
        setupRequest: (request, context) => sealedPost(request, context as Connection),
        onResponse: (status, body) => {
          if (status < 200 || status > 299 || !/^\{"code":0[,}]/.test(body)) {
            refused += 1;
            lastRefusal = `${status} ${body.slice(0, 200)}`;
          }
        },
      },
    ],
  });
const warmUp = await run(WARM_UP_SECONDS);
refused = 0;
const result = await run(spec.seconds);
if (lastRefusal) process.stderr.write(`last refused answer: ${lastRefusal}\n`);
const out: LoadResult = {
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: refused + result.errors + result.timeouts,
  warmUpRequests: warmUp.requests.total,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
