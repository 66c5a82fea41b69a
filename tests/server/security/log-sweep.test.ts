/**
 * Log sweep (docs/architecture.md §6: logs redact phone numbers, ID numbers, codes and tokens): a whole journey
 * (register → forms → KYC → wallet → submit → disburse → repay) with every log line captured at
 * debug level, then searched for each secret the borrower handed over, in any spelling.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { call, setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, pay, submitAndDisburse } from '../loan/steps';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const ctx = setUpTestApp({ dataDir: true, config: { logLevel: 'debug' }, deps: { logStream } });

const NATIONAL_ID = '19900312-12345-00002-26';

describe('log sweep', () => {
  it('finds no phone number, ID number, SMS code or token in the logs of a whole journey', async () => {
    const { t, testDb } = ctx;
    const a = await borrowerAtConfirm(t, testDb, '0712345678');
    // The personal form through the API too, so the ID number crosses the request logs.
    await call(
      t.app,
      'saveBasicInfoMarket',
      { firstName: 'Asha', lastName: 'Mwita', nationalId: NATIONAL_ID, whatsappNo: '0712345678' },
      { token: a.token },
    );
    await submitAndDisburse(t, testDb, a.token, a.orderNo, 60_000);
    await pay(t, a.token, a.orderNo, 'repay', 5_000);
    await api(t, 'repaymentDetail', { orderNo: a.orderNo }, a.token);

    const secrets = [
      ...['712345678', '755000111'], // login and wallet numbers, whatever their prefix
      NATIONAL_ID,
      NATIONAL_ID.replaceAll('-', ''),
      a.token,
    ];
    // A 6-digit code counts only as a whole number: it may sit inside a timestamp by chance.
    const codes = t.sms.recent().map((m) => new RegExp(`(?<![0-9])${m.code}(?![0-9])`));
    const found = lines.filter(
      (line) => secrets.some((s) => line.includes(s)) || codes.some((c) => c.test(line)),
    );
    console.log(
      `log sweep: ${lines.length} lines (${lines.filter((l) => l.includes('"request completed"')).length} requests), ${secrets.length + codes.length} secrets, leaks ${found.length}`,
    );
    // The journey's requests are all in the sweep: one line each, when answered.
    expect(lines.filter((line) => line.includes('"request completed"')).length).toBeGreaterThan(12);
    expect(codes.length).toBeGreaterThan(1);
    expect(found.map((line) => line.slice(0, 300))).toEqual([]);
  }, 120_000);
});
