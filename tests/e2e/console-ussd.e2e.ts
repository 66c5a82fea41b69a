/**
 * The console's USSD page at a 1366×768 desk: the sessions of the last days, how many were left
 * while a question waited, and per screen where they stopped, in English and Kiswahili. The
 * screens are photographed for a person to look at.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../src/server/features/ussd/repo';
import { snap } from './browser';
import { staffPage } from './console-page';
import { setUpBrowserTest } from './server';

const ctx = setUpBrowserTest();
const SHOTS = '/tmp/shots/ussd';

/** Sessions that stopped on `screen`, each a row as the channel writes it. */
async function sessionsAt(screen: string, count: number) {
  const at = new Date(ctx.server.clock());
  for (let i = 0; i < count; i++)
    await saveSession(ctx.server.db, {
      provider: 'africastalking',
      sessionId: `${screen}-${i}`,
      userId: null,
      country: 'TZ',
      state: { at: 'menu' },
      lastText: '',
      screen,
      startedAt: at,
      updatedAt: at,
    });
}

describe('the USSD page of the console', () => {
  it('shows the sessions and where they stopped, per screen, in both languages', async () => {
    await sessionsAt('form:personal:email', 4);
    await sessionsAt('borrow:facts', 2);
    await sessionsAt('end:borrow:applied', 5);
    await sessionsAt('end:menu', 3);
    const page = await staffPage(ctx, 'finance@ussd.test', 'finance');
    await page.setViewportSize({ width: 1366, height: 768 });
    // Not finance's daily page: under "More".
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'USSD' }).click();
    const table = page.getByRole('table', { name: 'Where sessions stopped, per screen' });
    await table.getByRole('cell', { name: 'Personal form: email' }).waitFor();
    await expect.poll(() => page.getByText('Left while a question waited').count()).toBe(1);
    await expect.poll(() => page.getByText('6 (42.9 %)').count()).toBe(1);
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(await snap(page, 'ops-ussd-en'), `${SHOTS}/console-ussd-en.png`);
    await page.getByText('Kiswahili').click();
    await page.getByRole('cell', { name: 'Fomu ya Binafsi: email' }).waitFor();
    copyFileSync(await snap(page, 'ops-ussd-sw'), `${SHOTS}/console-ussd-sw.png`);
  });
});
