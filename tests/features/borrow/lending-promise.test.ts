/**
 * The lending screen promises only what happens (issue: it promised an SMS the server never
 * sends; no payout SMS exists in src/server, so no language may promise one).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the lending screen', () => {
  it.each(['en', 'es', 'sw_KE'])('promises no SMS in %s', (language) => {
    const borrow = JSON.parse(readFileSync(`locales/${language}/borrow.json`, 'utf8')) as {
      lending: { body: string };
    };
    expect(borrow.lending.body).not.toMatch(/SMS/i);
    expect(borrow.lending.body).toMatch(/10/);
  });
});
