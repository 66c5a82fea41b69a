/**
 * A third country by data alone, as a developer adds one: in a copy of the repository,
 * `npm run country:new` for Ghana (a currency with two decimals, UTC+0, another calling code) with
 * Ghana's own data as flags and files (regions, wallets and their names, the Ghana Card's shape,
 * salary bands, the law's caps, a product in cedis), the pack marked reviewed, `npm run gen`, and
 * nothing else. The copy passes typecheck, what the scaffold wrote passes lint and the format
 * check, `npm start` serves it, and in Chromium at 360×740 a Ghanaian borrower registers with
 * +233, fills the forms, binds an MTN MoMo wallet, borrows GHS 50.00, is paid out, repays
 * GHS 10.50 and reads what is left in cedis and pesewas; no screen, promotion pages included,
 * says a word of Tanzania or Kenya.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, snap } from './browser';
import { startCopy, type CopyServer } from './copy-server';
import {
  ACCRA,
  GHANA,
  GHANAIAN_FLAGS,
  LENDING_CAPS,
  PRODUCT,
  REGIONS,
  noForeignWord,
} from './ghana-data';
import { borrowFifty, fillProfile, registerInGhana, repayTenFifty } from './ghana-journey';
import { copyRepository, digests, writtenSince } from './repository-copy';
import { openPhone, see } from './service-phone';

const run = promisify(execFile);

let root = '';
/** The files country:new and gen wrote or changed in the copy. */
let written: string[] = [];
let server: CopyServer | undefined;
let browser: Browser | undefined;

/** Operations' working files (regions, caps), outside the copy: they are not the repository's. */
function operationsFiles(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mkopo-gh-'));
  const regions = join(dir, 'regions.json');
  const caps = join(dir, 'caps.json');
  writeFileSync(regions, JSON.stringify(REGIONS));
  writeFileSync(caps, JSON.stringify(LENDING_CAPS));
  return ['--regions', regions, '--lending-caps', caps];
}

/** What operations do once every value is reviewed: the product set, nothing left "unfilled". */
function markFilled(dir: string): void {
  const file = join(dir, 'schemas', 'gh', 'country.json');
  const facts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...facts, unfilled: [] }, null, 2));
  writeFileSync(join(dir, 'schemas', 'gh', 'product.json'), JSON.stringify(PRODUCT, null, 2));
}

beforeAll(async () => {
  root = copyRepository();
  const before = digests(root);
  const args = [...GHANA, ...ACCRA, ...GHANAIAN_FLAGS, ...operationsFiles()];
  await run('npm', ['run', 'country:new', '--', ...args], { cwd: root });
  markFilled(root);
  await run('npx', ['prettier', '--write', 'schemas/gh'], { cwd: root });
  await run('npm', ['run', 'gen'], { cwd: root });
  written = writtenSince(before, root);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('a third country added by country:new and gen alone', () => {
  it('passes typecheck, lint and the format check with no other edit', async () => {
    // The country's own files, its wallets' names in every language, and the generated lists.
    expect(written).toContain('schemas/gh/country.json');
    expect(written).toContain('locales/en/wallet.json');
    expect(written.some((path) => path.startsWith('src/'))).toBe(true);
    const wallets = JSON.parse(readFileSync(join(root, 'locales/en/wallet.json'), 'utf8')) as {
      wallets: Record<string, string>;
    };
    expect(wallets.wallets).toMatchObject({ mtnmomo: 'MTN MoMo', telecel: 'Telecel Cash' });
    const options = { cwd: root, maxBuffer: 1 << 24 };
    await run('npm', ['run', 'typecheck', '--', '--singleThreaded'], options);
    await run('npx', ['eslint', '--no-warn-ignored', ...written], options);
    await run('npx', ['prettier', '--check', '--ignore-unknown', ...written], options);
  }, 600_000);

  it('lends a Ghanaian borrower GHS 50.00 and takes GHS 10.50 back, in cedis on every screen', async () => {
    server = await startCopy(root);
    browser = await launchBrowser();
    const { page, errors } = await openPhone(browser);
    const { url } = server;

    // 1. The visitor picks Ghana; the promotion pages speak of Ghana's loans.
    await page.goto(`${url}/#/user/register`);
    await page.getByRole('link', { name: 'Change' }).click();
    await page.getByRole('button', { name: /Ghana/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/user/register'));
    for (const promo of ['yx1', 'yx2', 'yx3']) {
      await page.goto(`${url}/#/${promo}`);
      await see(page, /APPLY/);
      await snap(page, `ghana-${promo}-en`);
      await noForeignWord(page, promo);
    }
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0241234567');
    await page.getByRole('button', { name: 'APPLY' }).click();
    await see(page, 'GHS 50.00 – GHS 150.00');
    await noForeignWord(page, 'yx3 checked');
    await page.goto(`${url}/#/yx2ConfirmBorrow`);
    await see(page, /Late repayment costs 1% a day/);
    await snap(page, 'ghana-yx2ConfirmBorrow-en');
    await noForeignWord(page, 'yx2ConfirmBorrow');

    // 2. Registration with +233, the profile forms, the ID card and face, an MTN MoMo wallet.
    const number = await registerInGhana(page, server);
    await fillProfile(page, server, number);

    // 3. Borrows GHS 50.00 with no tax on the fee, is paid out by the sandbox rail.
    await borrowFifty(page, server);

    // 4. Repays GHS 10.50; Home, Records and Repayment details name what is left in pesewas.
    await repayTenFifty(page, server);

    // 5. Settings, language, customer service and the legal texts speak of Ghana.
    await page.goto(`${url}/#/user_center/language`);
    await see(page, 'English');
    await noForeignWord(page, 'language');
    await page.goto(`${url}/#/user_center/customer_services`);
    await see(page, '+233 302 000 000');
    await see(page, /Ghana time/);
    await noForeignWord(page, 'customer services');
    await page.goto(`${url}/#/user_center/faq`);
    await see(page, 'How do I repay?');
    await noForeignWord(page, 'faq');
    await page.goto(`${url}/#/user_center/about_us`);
    await see(page, /wallet in Ghana/);
    await noForeignWord(page, 'about us');
    for (const legal of ['privacy_policy', 'terms', 'agreements', 'privacy_agreement']) {
      await page.goto(`${url}/#/${legal}`);
      await noForeignWord(page, legal);
    }
    await page.goto(`${url}/#/coupons`);
    await noForeignWord(page, 'coupons');
    await page.goto(`${url}/#/me`);
    await noForeignWord(page, 'me');
    // Signed in, the promotion pages still speak of Ghana's loans.
    for (const promo of ['yx1', 'yx2', 'yx3', 'yx2ConfirmBorrow']) {
      await page.goto(`${url}/#/${promo}`);
      await noForeignWord(page, `${promo} signed in`);
    }
    expect(errors).toEqual([]);
  }, 600_000);
});
