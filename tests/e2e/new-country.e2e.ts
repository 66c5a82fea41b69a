/**
 * A third country by data alone, as a developer adds one: in a copy of the repository,
 * `npm run country:new` for Rwanda (another calling code, currency and time zone) with Rwanda's
 * own data as flags (regions, wallets, ID shape, salary bands, support), the pack marked reviewed,
 * `npm run gen`, and nothing else. The copy passes typecheck, and what the scaffold wrote passes lint
 * and the format check (the rest is the repository's own, which CI checks), `npm start` serves it,
 * and in Chromium at 360×740 a Rwandan borrower registers with +250, fills the forms, binds a
 * wallet, draws a coupon and meets Rwanda's customer service and legal wording.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, snapChecked } from './browser';
import { apiCall, PROFILE } from './journey-api';
import { uploadKyc } from './loan-phone';
import { latestSmsCode, type Mobile } from './server';
import { copyRepository, digests, writtenSince } from './repository-copy';
import { openPhone, pick, see } from './service-phone';
import { freePort } from '../support/cluster';

const run = promisify(execFile);
const RWANDA = ['--code', 'RW', '--name', 'Rwanda', '--currency', 'RWF'];
const KIGALI = ['--calling-code', '250', '--time-zone', 'Africa/Kigali'];
/** Rwanda's data, given as flags: country:new copies no other country's. */
const RWANDAN_DATA = [
  ['--languages', 'en'],
  ['--wallets', 'mpesa:78,79'],
  ['--national-number-length', '9'],
  ['--id-pattern', '^\\d{16}$'],
  ['--salary-bands', '70000,180000,400000'],
  ['--support-phone', '+250 788 000 000'],
].flat();
const REGIONS = { Kigali: ['Gasabo District', 'Kicukiro District'], Southern: ['Huye District'] };

/** What operations do once every value is reviewed: nothing is left under "unfilled". */
function markFilled(dir: string): void {
  const file = join(dir, 'schemas', 'rw', 'country.json');
  const facts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...facts, unfilled: [] }, null, 2));
}

let root = '';
/** The files country:new and gen wrote or changed in the copy. */
let written: string[] = [];
let server: ChildProcess | undefined;
let serverLog = '';
let url = '';
let browser: Browser | undefined;

/** `npm start` in the copy, as a developer runs it: it builds the app, then serves it. */
async function startCopy(): Promise<string> {
  const port = await freePort();
  server = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, '.data'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_TOKEN_PER_MINUTE: '0',
      RATE_LIMIT_PER_DEVICE_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 240; tries++) {
    if (server.exitCode !== null) throw new Error(`npm start stopped:\n${serverLog}`);
    try {
      if ((await fetch(`${base}/`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`npm start did not answer in 2 minutes:\n${serverLog}`);
}

/** Moves the copy's sandbox clock, as a tester does at /sandbox/clock. */
async function moveClock(by: string): Promise<void> {
  const answer = await fetch(`${url}/sandbox/clock?format=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ by }).toString(),
  });
  expect(answer.status).toBe(200);
}

/** A Rwandan mobile number (MTN 078…) no other test uses. */
function rwandanNumber(): Mobile {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { national: `078${rest}`, e164: `+25078${rest}` };
}

beforeAll(async () => {
  root = copyRepository();
  const before = digests(root);
  // Outside the copy: operations' working files are not the repository's.
  const regions = join(mkdtempSync(join(tmpdir(), 'mkopo-rw-')), 'regions.json');
  writeFileSync(regions, JSON.stringify(REGIONS));
  const data = [...RWANDAN_DATA, '--regions', regions];
  await run('npm', ['run', 'country:new', '--', ...RWANDA, ...KIGALI, ...data], { cwd: root });
  markFilled(root);
  await run('npx', ['prettier', '--write', 'schemas/rw/country.json'], { cwd: root });
  await run('npm', ['run', 'gen'], { cwd: root });
  written = writtenSince(before, root);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid !== undefined && server.exitCode === null) {
    const stopped = new Promise((r) => server?.once('exit', r));
    process.kill(-server.pid, 'SIGTERM'); // npm and the server under it
    await stopped;
  }
  if (root) rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('a third country added by country:new and gen alone', () => {
  it('passes typecheck, lint and the format check with no other edit', async () => {
    // The country's own files and the generated ones that list it.
    expect(written).toContain('schemas/rw/country.json');
    expect(written.some((path) => path.startsWith('src/'))).toBe(true);
    const options = { cwd: root, maxBuffer: 1 << 24 };
    await run('npx', ['tsc', '--noEmit'], options);
    await run('npx', ['eslint', '--no-warn-ignored', ...written], options);
    await run('npx', ['prettier', '--check', '--ignore-unknown', ...written], options);
  }, 600_000);

  it('serves a Rwandan borrower from registration to a wallet, a coupon and support', async () => {
    url = await startCopy();
    browser = await launchBrowser();
    const { page, errors } = await openPhone(browser);

    // 1. The visitor picks Rwanda and registers with a +250 number.
    await page.goto(`${url}/#/user/register`);
    await page.getByRole('link', { name: 'Change' }).click();
    await page.getByRole('button', { name: /Rwanda/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/user/register'));
    await see(page, '+250');
    const number = rwandanNumber();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await latestSmsCode(url, number.e164));
    await page.getByRole('button', { name: /^Register$/ }).click();
    await page.waitForURL((u) => u.hash === '#/');
    await see(page, /RWF [\d,]+ – [\d,]+/);
    await snapChecked(page, 'rwanda-home-en');

    // 2. Personal info through the screen, the country's own form file.
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL((u) => u.hash === '#/auth/personal_infomation');
    // The first visit to a form loads its engine and the country's served form file.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'First name' }).count(), { timeout: 30_000 })
      .toBe(1);
    await page.getByRole('textbox', { name: 'First name' }).fill('Asha');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Juma');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Date of birth: Day').selectOption('14');
    await page.getByLabel('Date of birth: Month').selectOption('03');
    await page.getByLabel('Date of birth: Year').selectOption('1990');
    await pick(page, /Education/, 'Secondary');
    await pick(page, /Marital status/, 'Married');
    await page.getByRole('textbox', { name: /National ID/ }).fill('1199080012345678');
    await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('0781234567');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha.juma@gmail.com');
    await pick(page, /Residence type/, 'Rented');
    await pick(page, /Region/, 'Kigali');
    await pick(page, /District/, 'Gasabo District');
    await page.getByRole('textbox', { name: 'Address' }).fill('KN 3 Road, Kigali');
    await snapChecked(page, 'rwanda-personal-en');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((u) => u.hash === '#/auth/additionalInfomation');

    // 3. Work and contacts through the screen; amounts read in the country's currency.
    await pick(page, /Employment type/, 'Employee');
    await pick(page, /Industry/, 'Retail');
    await pick(page, /Job experience/, '1-3 years');
    await pick(page, /Monthly income/, /70,001–180,000/);
    await pick(page, /Pay frequency/, 'Monthly');
    await pick(page, /^Payday/, '28');
    await page.getByRole('textbox', { name: 'Name of first contact' }).fill('Baraka Mushi');
    await page.getByRole('textbox', { name: 'Phone of first contact' }).fill('0783000001');
    await pick(page, /Relation of first contact/, 'Spouse');
    await page.getByRole('textbox', { name: 'Name of second contact' }).fill('Neema Said');
    await page.getByRole('textbox', { name: 'Phone of second contact' }).fill('0783000002');
    await pick(page, /Relation of second contact/, 'Sibling');
    await snapChecked(page, 'rwanda-additional-en');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((u) => u.hash !== '#/auth/additionalInfomation');

    // 4. The questionnaire is answered as the API takes it (the forms test walks its screen).
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('token') ?? '{}').Authorization as string,
    );
    await apiCall(url, token, 'saveQuestionnaire', PROFILE.questionnaire);

    // 5. ID card and face, then the wallet: Rwanda's list, picked by the borrower.
    await page.goto(`${url}/#/auth/id_card_authentication`);
    await page.getByRole('button', { name: 'Allow camera and continue' }).click();
    await uploadKyc(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.hash === '#/bank_account/add_bankcard');
    // No number prefix suggests a wallet here (walletPrefixes is for operations to fill in).
    await expect.poll(() => page.getByRole('radio', { name: 'M-Pesa' }).count()).toBe(1);
    await page.getByRole('radio', { name: 'M-Pesa' }).check();
    await moveClock('+61s'); // past the 60 s between two codes to one number
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Resend in/ }).count()).toBe(1);
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await latestSmsCode(url, number.e164));
    await snapChecked(page, 'rwanda-wallet-en');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await page.waitForURL((u) => u.hash === '#/borrow/confirm_borrow');
    await see(page, 'Key facts');
    await see(page, /RWF [\d,]+/);

    // 6. A coupon from the draw, priced in the country's currency.
    await page.goto(`${url}/#/coupons`);
    await page.getByRole('button', { name: 'Draw now' }).click();
    await see(page, /You won/);
    await snapChecked(page, 'rwanda-coupon-en');

    // 7. Customer service and the legal texts speak of Rwanda, not Tanzania or Kenya.
    await page.goto(`${url}/#/user_center/customer_services`);
    await see(page, '+250 788 000 000');
    await see(page, /Rwanda time/);
    await snapChecked(page, 'rwanda-support-en');
    await page.goto(`${url}/#/user_center/about_us`);
    await see(page, /wallet in Rwanda/);
    expect(await page.getByText(/Tanzania|Kenya/).count()).toBe(0);
    await page.goto(`${url}/#/privacy_policy`);
    await see(page, /for people in Rwanda/);
    expect(errors).toEqual([]);
  }, 300_000);
});
