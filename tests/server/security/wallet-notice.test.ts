/**
 * A taken-over account cannot move the money unseen: binding a payout wallet other than the
 * account's own number tells the owner by SMS, on their own number, in the country's first language.
 */
import { describe, expect, it } from 'vitest';
import { setUpTestApp, signIn } from '../helpers';
import { bindWallet } from '../loan/steps';

const ctx = setUpTestApp();
// The notices only: the wallet's own code goes through the same outbox.
const notices = () =>
  ctx.t.sms
    .recentTexts()
    .filter((m) => m.template === 'notice.walletBound' || m.template === 'notice.walletCooling');

describe('binding a payout wallet', () => {
  it('tells the owner on their own number, once per new wallet, never the full wallet number', async () => {
    const token = await signIn(ctx.t, '0712345678');
    await bindWallet(ctx.t, token, '0755000111');
    const texts = notices();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.mobile).toBe('+255712345678');
    expect(texts[0]!.text).toContain('…111');
    expect(texts[0]!.template).toBe('notice.walletBound');
    expect(texts[0]!.text).toContain('pochi …111'); // Kiswahili: Tanzania's first language
    expect(texts[0]!.text).not.toContain('755000111');

    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token, '0755000111'); // the same wallet again: nothing new to tell
    expect(notices()).toHaveLength(1);
    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token, '0755000999');
    expect(notices()).toHaveLength(2);
    // A wallet replacing another says how long it waits before its first payout.
    expect(notices()[0]).toMatchObject({
      mobile: '+255712345678',
      template: 'notice.walletCooling',
    });
  });

  it('says nothing when the wallet is the account’s own number', async () => {
    const token = await signIn(ctx.t, '0755000222');
    await bindWallet(ctx.t, token, '0755000222');
    expect(notices()).toEqual([]);
  });
});
