/** The operations command for feedback: list, show, reply (lights the red dot), status. */
import { beforeEach, describe, expect, it } from 'vitest';
import { runFeedbackCommand } from '../../../src/server/features/feedback/ops-command';
import { call, setUpTestApp, signIn } from '../helpers';

const ctx = setUpTestApp();
let token: string;
let id: string;

beforeEach(async () => {
  token = await signIn(ctx.t, '0712345678');
  const res = await call(
    ctx.t.app,
    'feedbackCreate',
    { type: 7, description: 'Loan not received', receipts: [] },
    { token },
  );
  id = res.json().data.id;
});

async function ops(...args: string[]): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await runFeedbackCommand(
    { db: ctx.testDb.db, clock: ctx.t.clock.now },
    args,
    (line) => out.push(line),
  );
  return { code, out };
}

describe('npm run ops -- feedback', () => {
  it('lists threads, filtered by status', async () => {
    expect((await ops('list')).out).toEqual([
      expect.stringMatching(new RegExp(`^#${id} status 1 type 7 .*Loan not received$`)),
    ]);
    expect((await ops('list', '4')).out).toEqual([]);
  });

  it('replies to a thread, which the borrower sees with a red dot', async () => {
    expect(await ops('reply', id, 'We', 'sent it again')).toEqual({
      code: 0,
      out: [`replied to #${id}`],
    });
    expect((await call(ctx.t.app, 'feedbackRedDotMarker', {}, { token })).json().data.show).toBe(
      true,
    );
    const shown = await ops('show', id);
    expect(shown.out[0]).toMatch(new RegExp(`^#${id} type 7 status 2 `));
    expect(shown.out.at(-1)).toMatch(/staff: We sent it again$/);
  });

  it('sets a status of 1 to 4 and refuses anything else or an unknown thread', async () => {
    expect((await ops('status', id, '4')).code).toBe(0);
    expect((await call(ctx.t.app, 'feedbackDetail', { id }, { token })).json().data.status).toBe(4);
    expect(await ops('status', id, '9')).toEqual({ code: 1, out: ['refused: validation'] });
    expect(await ops('reply', '999', 'hello')).toEqual({
      code: 1,
      out: ['refused: feedbackNotFound'],
    });
    expect((await ops('delete', id)).code).toBe(2);
  });
});
