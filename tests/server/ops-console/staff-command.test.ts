/** `npm run ops -- staff add`: the printed password and TOTP secret sign the new person in. */
import { describe, expect, it } from 'vitest';
import { runStaffCommand } from '../../../src/server/features/ops-console/staff-command';
import { runOpsCommand } from '../../../src/server/ops/commands';
import { setUpTestApp } from '../helpers';
import { staffLogin } from './staff-session';

const ctx = setUpTestApp();

async function ops(...args: string[]) {
  const out: string[] = [];
  const code = await runStaffCommand({ db: ctx.testDb.db, clock: ctx.t.clock.now }, args, (l) =>
    out.push(l),
  );
  return { code, out };
}

describe('npm run ops -- staff', () => {
  it('adds a person whose printed password and TOTP secret sign in', async () => {
    const { code, out } = await ops('add', 'Ana@Lender.test', 'finance');
    expect(code).toBe(0);
    expect(out[0]).toBe('added #1 ana@lender.test as finance');
    const password = out[1]?.replace('password: ', '') ?? '';
    const totpSecret = out[2]?.replace('TOTP secret: ', '') ?? '';
    expect(out[3]).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}&/);
    const session = await staffLogin(ctx.t.app, ctx.t.clock.now, {
      email: 'ana@lender.test',
      password,
      totpSecret,
    });
    expect(session.csrf).not.toBe('');
    expect((await ops('list')).out).toEqual(['#1 ana@lender.test finance']);
  });

  it('refuses an unknown role, a repeated email and a bad command', async () => {
    expect((await ops('add', 'b@lender.test', 'boss')).code).toBe(1);
    expect((await ops('add', 'b@lender.test', 'support')).code).toBe(0);
    expect((await ops('add', 'B@lender.test', 'admin')).out).toEqual([
      'refused: B@lender.test already has an account',
    ]);
    expect((await ops('remove')).code).toBe(2);
  });

  it('runs as npm run ops -- staff, through the operations command registry', async () => {
    const out: string[] = [];
    const deps = {
      db: ctx.testDb.db,
      clock: ctx.t.clock.now,
      config: ctx.t.config,
      sandboxClock: undefined,
    };
    expect(
      await runOpsCommand(deps, ['staff', 'add', 'c@lender.test', 'collections'], (l) =>
        out.push(l),
      ),
    ).toBe(0);
    expect(out[0]).toBe('added #1 c@lender.test as collections');
  });
});
