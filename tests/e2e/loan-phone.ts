/**
 * The loan steps the browser tests share: KYC pictures drawn in the page, the wallet screen, and
 * paying through the cashier and the sandbox wallet's approval page, as a tester would.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './browser';
import { QUERY_AFTER_MS } from '../../src/server/features/ledger/intents';
import { apiCall, PROFILE } from './journey-api';
import { latestSmsCode, type Mobile, type RunningServer } from './server';

export { see } from './service-phone';

/** A JPEG drawn in the page (a flat card or face of the given size and colour), as bytes. */
export async function jpeg(
  page: Page,
  width: number,
  height: number,
  colour: string,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, c]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(w);
      canvas.height = Number(h);
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = String(c);
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.fillStyle = '#fff';
      g.font = '40px sans-serif';
      g.fillText(`${c} ${Date.now()}`, 20, canvas.height / 2);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height, colour],
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** On the ID card screen with the camera allowed: front, back and face, each accepted. */
export async function uploadKyc(page: Page): Promise<void> {
  const pictures: [string, number, number, string][] = [
    ['ID card front', 1200, 760, '#246'],
    ['ID card back', 1200, 760, '#642'],
    ['Your face', 600, 600, '#a63'],
  ];
  for (const [index, [label, width, height, colour]] of pictures.entries()) {
    await page.getByLabel(label).setInputFiles({
      name: `${colour.slice(1)}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, width, height, colour),
    });
    await expect
      .poll(() => page.getByText('✓ Accepted').count(), { timeout: 20_000 })
      .toBe(index + 1);
  }
}

/** On the wallet screen (number pre-filled, wallet pre-selected): code by SMS, then save. */
export async function saveWallet(page: Page, server: RunningServer, number: Mobile) {
  server.advance(61_000); // past the 60 s between two codes to one number
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect.poll(() => page.getByRole('button', { name: /Resend in/ }).count()).toBe(1);
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestSmsCode(server.url, number.e164));
  await page.getByRole('button', { name: 'Save wallet' }).click();
}

/** The signed-in borrower's token, as the app keeps it. */
export function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('token') ?? '{}').Authorization as string,
  );
}

/**
 * Saves the three profile forms through the API as the app saves them (the forms have their own
 * browser tests); returns the borrower's token.
 */
export async function saveProfileByApi(page: Page, serverUrl: string): Promise<string> {
  const token = await tokenOf(page);
  await apiCall(serverUrl, token, 'saveBasicInfoMarket', PROFILE.personal);
  await apiCall(serverUrl, token, 'saveAdditionInfoMarket', PROFILE.addition);
  await apiCall(serverUrl, token, 'saveQuestionnaire', PROFILE.questionnaire);
  return token;
}

/** From the ID card screen to confirm: camera allowed, the three pictures, the wallet saved. */
export async function idCardToConfirm(page: Page, server: RunningServer, number: Mobile) {
  await page.goto(`${server.url}/#/auth/id_card_authentication`);
  await page.getByRole('button', { name: 'Allow camera and continue' }).click();
  await uploadKyc(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.hash === '#/bank_account/add_bankcard');
  await saveWallet(page, server, number);
  await page.waitForURL((url) => url.hash === '#/borrow/confirm_borrow', { timeout: 20_000 });
}

/**
 * On the cashier: picks the first channel and pays; answers the sandbox wallet's approval page
 * (the push the borrower confirms on the phone), still unanswered.
 */
export async function openPayment(page: Page, server: Pick<RunningServer, 'url'>): Promise<string> {
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /^Pay$/ }).click();
  const link = page.getByRole('link', { name: 'Approve payment (sandbox)' });
  await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
  return new URL((await link.getAttribute('href')) ?? '', server.url).toString();
}

/**
 * Approves a payment on the sandbox wallet's page in a tab of its own, as the borrower's PIN;
 * `late`: the wallet takes the money but reports it hours later, so the order stays submitted.
 */
export async function approveInSandbox(
  page: Page,
  approveUrl: string,
  opts: { shot?: string; late?: boolean } = {},
) {
  const approve = await page.context().newPage();
  await approve.goto(approveUrl);
  const button = opts.late ? 'Approve, reported late' : 'Approve';
  await approve.getByRole('button', { name: button, exact: true }).click();
  await approve.waitForURL((url) =>
    url.pathname.endsWith(opts.late ? '/approve-late' : '/approve'),
  );
  if (opts.shot) await snap(approve, opts.shot);
  const status = opts.late ? 'Status: submitted' : 'Status: succeeded';
  await expect.poll(() => approve.getByText(status).count()).toBe(1);
  await approve.close();
}

/** Pays what the cashier opened through the sandbox approve link, then says so on the cashier. */
export async function payInSandbox(page: Page, server: RunningServer, shots?: string) {
  const approveUrl = await openPayment(page, server);
  if (shots) await snap(page, `${shots}-cashier-approve-en`);
  await approveInSandbox(page, approveUrl, { shot: shots && `${shots}-sandbox-approved` });
  await page.getByRole('button', { name: 'I have paid' }).click();
}

/**
 * Waits, on the approved screen, for the automatic payout to move it to Repayment details. The
 * sandbox rail may lose or delay the payout's callback, as a real one can; the status query after
 * QUERY_AFTER_MS settles it, so the clock moves on while the screen waits.
 */
export async function awaitAutomaticPayout(page: Page, server: RunningServer): Promise<void> {
  server.advance(server.config.autoDisburseDelaySeconds * 1000 + 60_000);
  for (let tries = 0; !new URL(page.url()).hash.startsWith('#/repay/repay_detail'); tries++) {
    if (tries === 6) throw new Error(`the payout never settled: still at ${page.url()}`);
    if (tries > 0) server.advance(QUERY_AFTER_MS + 60_000);
    await page
      .waitForURL((url) => url.hash.startsWith('#/repay/repay_detail'), { timeout: 15_000 })
      .catch(() => undefined);
  }
}
