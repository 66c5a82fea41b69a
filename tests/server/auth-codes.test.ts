import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestDb, lastCode, type TestApp, type TestDb } from './helpers';

let testDb: TestDb;
let t: TestApp;
const MOBILE = '0712345678';
const E164 = '+255712345678';

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(async () => {
  await testDb.reset();
  t = await buildTestApp(testDb);
});

describe('getVerifyCode', () => {
  it('sends a 6-digit code and says when to ask again', async () => {
    const res = await call(t.app, 'getVerifyCode', { mobile: MOBILE, type: 'register' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'Success', data: { resendAfter: 60 } });
    const [sent] = t.sms.recent();
    expect(sent).toMatchObject({ mobile: E164, purpose: 'register' });
    expect(sent?.code).toMatch(/^\d{6}$/);
  });
});
