/**
 * The USSD limit per phone number holds across the fleet: two servers on one PostgreSQL and one
 * Redis take 300 requests of one number at once, and exactly the minute's allowance is answered
 * with a screen, the rest with the "dial again in a minute" apology; another number is untouched.
 * (Two apps in this process, as the shared-state test runs them: the limit lives in Redis.)
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, setUpTestDb, type TestApp } from '../helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_MINUTE = 30;
const REQUESTS = 300;

describe('the USSD limit per number on a fleet', () => {
  const ctx = setUpTestDb();
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const config = { redisUrl: REDIS_URL, ussdPerNumberPerMinute: PER_MINUTE };
    for (let i = 0; i < 2; i++) apps.push(await buildTestApp(ctx.testDb, { config }));
  });
  afterAll(async () => {
    for (const t of apps) await t.app.close();
  });

  const post = (t: TestApp, phone: string, sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ussd/africastalking',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId,
        serviceCode: '*150*00#',
        phoneNumber: phone,
        networkCode: '64004',
        text: '',
      }).toString(),
    });

  it('answers exactly the allowance of 300 parallel requests of one number', async () => {
    // A number of its own each run: Redis keeps the minute's count between runs.
    const phone = `+2557${String(randomInt(10_000_000, 99_999_999))}`;
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => post(apps[i % 2]!, phone, `ATUid_limit_${i}`)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const busy = answers.filter((a) => a.body.startsWith('END Too many requests'));
    const shown = answers.filter((a) => a.body.startsWith('CON '));
    expect(shown).toHaveLength(PER_MINUTE);
    expect(busy).toHaveLength(REQUESTS - PER_MINUTE);

    const other = `+2557${String(randomInt(10_000_000, 99_999_999))}`;
    expect((await post(apps[1]!, other, 'ATUid_limit_other')).body).toMatch(/^CON /);
  });
});
