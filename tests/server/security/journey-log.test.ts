/**
 * A borrower's journey and a staff member's searches leave no phone number, name or ID number in
 * the log: request lines carry route templates, never URLs (the GET of `existsByMobile` seals the
 * number with a key every app holds; staff searches put it in `?q=`), and never bodies.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { SandboxSms } from '../../../src/server/providers/sms';
import { PERSONAL_TZ } from '../../shared/forms/support';
import { call, createClock, lastCode, setUpTestDb, testConfig } from '../helpers';
import { makeStaff, staffLogin } from '../ops-console/staff-session';

const ctx = setUpTestDb();

describe('a journey in the log', () => {
  it('holds no phone number, name or ID number', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const clock = createClock();
    const sms = new SandboxSms(clock.now, () => {});
    const app = await buildApp(testConfig({ logLevel: 'debug' }), {
      db: ctx.testDb.db,
      clock: clock.now,
      sms,
      logStream,
    });
    const mobile = '0712398765';
    await call(app, 'existsByMobile', { mobile });
    await call(app, 'getVerifyCode', { mobile, type: 'register' });
    const registered = await call(app, 'register', {
      mobile,
      code: lastCode(sms, '+255712398765'),
    });
    const token = (registered.json() as { data: { token: string } }).data.token;
    await call(app, 'saveBasicInfoMarket', { ...PERSONAL_TZ }, { token });
    await call(app, 'saveBasicInfoMarket', { ...PERSONAL_TZ, nationalId: 'bad' }, { token });
    await call(app, 'existsByMobile', { mobile: '0754123456' });
    const staff = await makeStaff(
      { db: ctx.testDb.db, clock: clock.now },
      's@lender.test',
      'support',
    );
    const session = await staffLogin(app, clock.now, staff);
    for (const q of ['0712398765', 'Amina Juma', '19900314-12345-00002-26'])
      await app.inject({
        method: 'GET',
        url: `/ops/api/borrowers?q=${encodeURIComponent(q)}`,
        headers: { cookie: session.cookie },
      });
    await app.close();

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const personal of ['712398765', '754123456', 'Amina', 'Juma', '12345-00002', '19900314'])
      expect(all, personal).not.toContain(personal);
    // The lines still say which call it was.
    expect(all).toContain('/api/security/existsByMobile');
    expect(all).toContain('/ops/api/borrowers');
  });
});
