/**
 * The USSD limit per phone number holds across the fleet: two server processes (built as
 * production runs them) on one PostgreSQL and one Redis take 300 requests of one number at once,
 * and exactly the minute's allowance is answered with a screen, the rest with the "dial again in
 * a minute" apology; another number is untouched.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { startFleet } from '../fleet/fleet-harness';
import { isolatedPostgres } from '../helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_MINUTE = 30;
const REQUESTS = 300;
const TOKEN = randomBytes(12).toString('hex');
const out = mkdtempSync(join(tmpdir(), 'mkopo-ussd-limit-'));
let database: Database | undefined;
let drop: (() => Promise<void>) | undefined;
const ports: number[] = [];
const servers: ChildProcess[] = [];

beforeAll(async () => {
  const isolated = await isolatedPostgres(process.env.DATABASE_URL!);
  ({ database, drop } = isolated);
  await isolated.database.migrate();
  const fleet = await startFleet(out, 2, {
    DATABASE_URL: isolated.url,
    REDIS_URL,
    USSD_CALLBACK_TOKEN: TOKEN,
    USSD_PER_NUMBER_PER_MINUTE: String(PER_MINUTE),
    LOG_LEVEL: 'fatal',
  });
  ports.push(...fleet.ports);
  servers.push(...fleet.servers);
}, 180_000);

afterAll(async () => {
  for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGKILL');
  await database?.close();
  await drop?.();
  rmSync(out, { recursive: true, force: true });
});

/** One gateway post to the server on `port`, as Africa's Talking sends a first dial. */
const dial = (port: number, phone: string, sessionId: string) =>
  fetch(`http://127.0.0.1:${port}/ussd/africastalking/${TOKEN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId,
      serviceCode: '*150*00#',
      phoneNumber: phone,
      networkCode: '64004',
      text: '',
    }).toString(),
  }).then(async (r) => ({ status: r.status, body: await r.text() }));

describe('the USSD limit per number on a fleet of two processes', () => {
  it('answers exactly the allowance of 300 parallel requests of one number', async () => {
    // A number of its own each run: Redis keeps the minute's count between runs.
    const phone = `+2557${String(randomInt(10_000_000, 99_999_999))}`;
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => dial(ports[i % 2]!, phone, `ATUid_limit_${i}`)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const busy = answers.filter((a) => a.body.startsWith('END Too many requests'));
    const shown = answers.filter((a) => a.body.startsWith('CON '));
    expect(shown).toHaveLength(PER_MINUTE);
    expect(busy).toHaveLength(REQUESTS - PER_MINUTE);

    const other = `+2557${String(randomInt(10_000_000, 99_999_999))}`;
    expect((await dial(ports[1]!, other, 'ATUid_limit_other')).body).toMatch(/^CON /);
  });
});
