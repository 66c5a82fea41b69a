/** A staff member signed in to the console at a desk, as the console's browser tests start. */
import type { Browser, Page } from 'playwright-core';
import { addStaff } from '../../src/server/features/ops-console/auth-service';
import type { StaffRole } from '../../src/server/features/ops-console/permissions';
import { totp } from '../../src/server/features/ops-console/totp';
import { snap } from './browser';
import type { RunningServer } from './server';

/**
 * A new staff account of `role`, signed in with its password and authenticator code on a
 * 1280×800 page; `shot` photographs the filled sign-in form.
 */
export async function staffPage(
  env: { readonly server: RunningServer; readonly browser: Browser },
  email: string,
  role: StaffRole,
  shot?: string,
): Promise<Page> {
  const account = await addStaff(env.server, email, role);
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${env.server.url}/ops/`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByLabel('Authenticator code').fill(totp(account.totpSecret, env.server.clock()));
  if (shot) await snap(page, shot);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}
