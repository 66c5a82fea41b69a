/**
 * The console in Kiswahili in a browser whose own locale is US English: a verdict already on the
 * page (the audit chain's) is reworded when the member switches language, and a day field is
 * written dd/mm/yyyy as the console's language writes a day, not mm/dd/yyyy as the browser would
 * draw its own date input. Photographed in both languages.
 */
import { describe, expect, it } from 'vitest';
import en from '../../src/ops/locales/en.json';
import sw from '../../src/ops/locales/sw_KE.json';
import { snap } from './browser';
import { staffPage } from './console-page';
import { setUpBrowserTest } from './server';

const ctx = setUpBrowserTest();
const opening = (text: string) => text.slice(0, text.indexOf(':'));

describe('the console in Kiswahili', () => {
  it('rewords the chain verdict on a switch and writes days dd/mm/yyyy', async () => {
    const page = await staffPage(ctx, 'kiswahili.admin@walk.test', 'admin');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.getByRole('link', { name: en.nav.audit }).click();
    await page.getByRole('button', { name: en.audit.verify }).click();
    await page.getByText(opening(en.audit.verified), { exact: false }).waitFor();
    await snap(page, 'console-sw-1-verdict-en');

    await page.getByText('Kiswahili', { exact: true }).click();
    await page.getByText(opening(sw.audit.verified), { exact: false }).waitFor();
    expect(await page.getByText(opening(en.audit.verified), { exact: false }).count()).toBe(0);

    const from = page.getByRole('textbox', { name: sw.audit.filter.from });
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await from.fill('05/12/2026');
    expect(await from.inputValue()).toBe('05/12/2026');
    // The day goes to the server as the ISO day.
    const sent = page.waitForRequest((r) => r.url().includes('/ops/api/audit?'));
    await page.getByRole('button', { name: sw.book.filter }).click();
    expect(new URL((await sent).url()).searchParams.get('from')).toBe('2026-12-05');
    await snap(page, 'console-sw-2-verdict-and-day-sw');
    await page.context().close();
  });
});
