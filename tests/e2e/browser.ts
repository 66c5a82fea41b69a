/** Debian Chromium through playwright-core, as a borrower's phone: 360×740, touch, mobile UA. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 360, height: 740 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // playwright-core ignores --headless in args; the option is what counts.
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A fresh phone-sized browser profile (its own storage), optionally in another language. */
export async function newPhone(browser: Browser, locale = 'en-US'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
}

/** Saves a screenshot under tests/e2e/screenshots (ignored by git) for a person to look at. */
export async function snap(page: Page, name: string): Promise<string> {
  const dir = 'tests/e2e/screenshots';
  mkdirSync(dir, { recursive: true });
  const path = `${dir}/${name}.png`;
  await page.screenshot({ path });
  return path;
}
