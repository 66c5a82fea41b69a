/**
 * Encrypted requests per second and latency against a listening server, measured by autocannon in
 * a child process (load-child.ts) so the load generator does not steal the server's event loop.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sealPayload, randomParamName } from '../../src/shared/envelope';
import type { LoadResult, LoadSpec } from './load-child';

export interface Throughput extends LoadResult {
  label: string;
}

const CHILD = fileURLToPath(new URL('./load-child.ts', import.meta.url));

/** Runs autocannon for `seconds` against one GET in a separate Node process. */
export function measure(label: string, spec: LoadSpec): Promise<Throughput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve({ label, ...(JSON.parse(out) as LoadResult) });
    });
  });
}

/** One line of figures for a run. */
export function describe(r: Throughput): string {
  return `${r.label}: ${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} of ${r.requests}`;
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
