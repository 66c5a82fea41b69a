/**
 * Budgets per device and per address: the registered-number lookup cannot be run as a harvest
 * (250 lookups a second from one client), code sends are limited per device, and the per-address
 * limits are ceilings high enough for a carrier NAT.
 */
import { describe, expect, it } from 'vitest';
import { codes } from '../../../src/shared/contract/codes';
import { BUDGETS } from '../../../src/server/features/auth/budgets';
import { call, setUpTestApp } from '../helpers';

const ctx = setUpTestApp();
const HOUR = 3_600_000;
const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;
// Ending in 7: the sandbox holds a payout to a number ending 000 (a swapped SIM).
const number = (i: number) => `0713${String(i).padStart(5, '0')}7`;

describe('the registered-number lookup', () => {
  it('answers a device its budget an hour, then refuses until the next hour', async () => {
    const lookup = (i: number, afid = 'device-A') =>
      call(ctx.t.app, 'existsByMobile', { mobile: number(i) }, { afid, ip: '10.1.1.1' });
    for (let i = 0; i < BUDGETS.lookup.perDevice; i++) expect(codeOf(await lookup(i))).toBe(0);
    const refused = await lookup(999);
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe(codes.rateLimited.code);
    expect(codeOf(await lookup(1, 'device-B'))).toBe(0); // another phone on the same address
    ctx.t.clock.advance(HOUR);
    expect(codeOf(await lookup(1))).toBe(0);
  });

  it('refuses an address past its ceiling, whatever device ids it makes up', async () => {
    const answers = await Promise.all(
      Array.from({ length: BUDGETS.lookup.perIp + 20 }, (_, i) =>
        call(
          ctx.t.app,
          'existsByMobile',
          { mobile: number(i) },
          { afid: `fake-${i}`, ip: '10.2.2.2' },
        ),
      ),
    );
    const ok = answers.filter((a) => codeOf(a) === 0).length;
    expect(ok).toBe(BUDGETS.lookup.perIp);
    expect(answers.length - ok).toBe(20);
    expect(
      codeOf(await call(ctx.t.app, 'existsByMobile', { mobile: number(1) }, { ip: '10.2.2.3' })),
    ).toBe(0);
  }, 120_000);
});

describe('code sends', () => {
  it('are limited per device across numbers', async () => {
    const send = (i: number) =>
      call(
        ctx.t.app,
        'getVerifyCode',
        { mobile: number(i), type: 'register' },
        { afid: 'device-C', ip: '10.3.3.3' },
      );
    for (let i = 0; i < BUDGETS.code.perDevice; i++) expect(codeOf(await send(i))).toBe(0);
    expect(codeOf(await send(50))).toBe(codes.rateLimited.code);
    expect(ctx.t.sms.recent()).toHaveLength(BUDGETS.code.perDevice);
  });
});
