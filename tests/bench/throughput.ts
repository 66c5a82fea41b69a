/** Encrypted requests per second and latency on loopback against the real server (autocannon). */
import autocannon from 'autocannon';
import { sealPayload, randomParamName } from '../../src/shared/envelope';

export interface Throughput {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Runs autocannon for `seconds` against one request and reports the averages. */
export async function measure(
  label: string,
  opts: {
    url: string;
    method: 'GET' | 'POST';
    body?: string;
    headers: Record<string, string>;
    seconds: number;
  },
): Promise<Throughput> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method,
    body: opts.body,
    headers: opts.headers,
    connections: 20,
    duration: opts.seconds,
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A GET as the app sends it: one random-named parameter carrying the sealed payload. */
export function sealedGetUrl(
  base: string,
  path: string,
  input: Record<string, unknown>,
  packageName: string,
): string {
  return `${base}${path}?${randomParamName()}=${encodeURIComponent(sealPayload(input, packageName))}`;
}
