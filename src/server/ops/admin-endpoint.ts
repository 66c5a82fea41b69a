/**
 * `POST /ops/local` — the running server's operations endpoint for `npm run ops`. The embedded
 * database has one writer (the server), so commands must run inside it, never beside it. Only
 * this machine may call it (loopback, not forwarded), with the secret the server keeps in
 * DATA_DIR (mode 0600): whoever can read it can already read the database files.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isLocalRequest } from '../plugins/local-only';
import { runOpsCommand, type OpsDeps } from './commands';

export const OPS_PATH = '/ops/local';
export const OPS_SECRET_HEADER = 'x-ops-secret';

export const opsSecretPath = (dataDir: string) => join(dataDir, 'ops-secret');

/** Reads the operations secret, writing a new one (readable by the owner only) when missing. */
export function ensureOpsSecret(dataDir: string): string {
  const path = opsSecretPath(dataDir);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting at the same moment wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(path, 0o600);
  return readFileSync(path, 'utf8').trim();
}

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || secret.length < 16) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Registers the endpoint; answers `{exitCode, output}`. */
export function registerOpsEndpoint(app: FastifyInstance, deps: OpsDeps, secret: string): void {
  app.post(OPS_PATH, async (request, reply) => {
    if (!isLocalRequest(request) || !sameSecret(request.headers[OPS_SECRET_HEADER], secret))
      return reply.status(403).send({ code: 403, msg: 'forbidden', data: null });
    const args = (request.body as { args?: unknown } | undefined)?.args;
    if (!Array.isArray(args) || !args.every((a): a is string => typeof a === 'string'))
      return reply
        .status(400)
        .send({ code: 400, msg: 'args must be a list of strings', data: null });
    const output: string[] = [];
    const exitCode = await runOpsCommand(deps, args, (line) => output.push(line));
    return { exitCode, output };
  });
}
