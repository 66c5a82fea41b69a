/**
 * Request limits when Redis is down (decision 0041): a server whose Redis stops counts the
 * request limits in its own memory and still refuses past them, and never refuses a request
 * because Redis is gone. Code sends and sign-in tries do not depend on Redis at all: they are
 * counted in the database and refuse alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../../../src/server/features/auth/budgets';
import { CODE_LIMITS } from '../../../src/server/features/auth/sms-code-service';
import { freePort, until } from '../../support/cluster';
import { redisAnswers } from '../../support/own-services';
import { buildTestApp, call, createTestDb, lastCode, type TestApp, type TestDb } from '../helpers';

const PER_TOKEN = 4;
let testDb: TestDb;
let t: TestApp;
let redis: ChildProcess;
let redisUrl = '';

/** Whether this file's Redis answers now. */
const answers = () => redisAnswers(redisUrl);

beforeAll(async () => {
  const port = await freePort();
  redisUrl = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await until('redis to answer', answers);
  testDb = await createTestDb();
  t = await buildTestApp(testDb, { config: { redisUrl, rateLimitPerTokenPerMinute: PER_TOKEN } });
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await testDb.close();
  if (redis.exitCode === null) redis.kill('SIGKILL');
});

/** The statuses of `n` calls with one new token. */
async function statusesOf(n: number): Promise<number[]> {
  const token = randomBytes(12).toString('hex');
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/security/existsByMobile',
      headers: { authorization: token, packageName: 'com.mkopo.credit' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const refusedAfter = (statuses: number[]) => statuses.findIndex((s) => s === 429);

describe('with Redis stopped', () => {
  it('counts the request limits in the process and still refuses past them', async () => {
    expect(refusedAfter(await statusesOf(PER_TOKEN + 2))).toBe(PER_TOKEN);
    redis.kill('SIGTERM');
    await once(redis, 'exit');
    expect(await answers()).toBe(false);
    const down = await statusesOf(PER_TOKEN + 2);
    expect(down.slice(0, PER_TOKEN)).not.toContain(429);
    expect(down.slice(PER_TOKEN)).toEqual([429, 429]);
  });

  it('keeps the server ready, naming Redis as down', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode, res.body).toBe(200);
    const { checks } = res.json() as { checks: Record<string, string> };
    expect(checks.database).toBe('ok');
    expect(checks.redis).not.toBe('ok');
  });

  it('limits code sends per device in the database', async () => {
    expect(await answers()).toBe(false);
    const afid = `device-${randomBytes(4).toString('hex')}`;
    const keys: string[] = [];
    for (let i = 0; i <= BUDGETS.code.perDevice; i++) {
      const mobile = `0714${String(i).padStart(5, '0')}7`; // not …000: a swapped SIM in the sandbox
      const res = await call(t.app, 'getVerifyCode', { mobile, type: 'register' }, { afid });
      keys.push((res.json() as { key: string | null }).key ?? 'ok');
    }
    expect(keys.slice(0, BUDGETS.code.perDevice)).not.toContain('rateLimited');
    expect(keys.at(-1)).toBe('rateLimited');
  });

  it('limits sign-in tries per code in the database: past them even the right code is refused', async () => {
    expect(await answers()).toBe(false);
    const mobile = '0715000001';
    expect((await call(t.app, 'getVerifyCode', { mobile, type: 'register' })).json().code).toBe(0);
    const right = lastCode(t.sms, '+255715000001');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_LIMITS.maxWrongTries; i++)
      expect((await call(t.app, 'register', { mobile, code: wrong })).json().key).toBe(
        i + 1 < CODE_LIMITS.maxWrongTries ? 'codeInvalid' : 'codeTooManyTries',
      );
    expect((await call(t.app, 'register', { mobile, code: right })).json().key).toBe(
      'codeTooManyTries',
    );
  });
});
