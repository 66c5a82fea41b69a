/**
 * Runs autocannon in its own process (spawned by throughput.ts), so the load generator never
 * competes with the server for the same event loop. An answer counts as an error unless it is
 * HTTP 2xx with `code` 0: a refused call (HTTP 200, code ≠ 0) is not a success. Two seconds of
 * the same load come first, unmeasured, so figures are the steady state: not the server's first
 * compiles, nor the opening of its database connections.
 * Input: one JSON argument ({@link LoadSpec}); output: one JSON line ({@link LoadResult}).
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const WARM_UP_SECONDS = 2;
let refused = 0;
const run = (seconds: number) =>
  autocannon({
    url: spec.url,
    headers: spec.headers,
    connections: spec.connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        onResponse: (status, body) => {
          if (status < 200 || status > 299 || !/^\{"code":0[,}]/.test(body)) refused += 1;
        },
      },
    ],
  });
await run(WARM_UP_SECONDS);
refused = 0;
const result = await run(spec.seconds);
const out: LoadResult = {
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: refused + result.errors + result.timeouts,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
