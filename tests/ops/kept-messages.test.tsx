// @vitest-environment jsdom
/**
 * A message the console keeps after an action follows the language: the audit's chain verdict,
 * shown in English, reads in Kiswahili once the member switches, and a refusal too.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditPage } from '../../src/ops/audit-page';
import { setLanguage } from '../../src/ops/i18n';
import en from '../../src/ops/locales/en.json';
import sw from '../../src/ops/locales/sw_KE.json';
import { json, serveConsole, setUpConsolePageTests, showPage } from './support';

setUpConsolePageTests();

const words = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

describe('kept messages', () => {
  it('reword the chain verdict when the language changes', async () => {
    serveConsole((url) =>
      url.endsWith('/audit/verify')
        ? json({ ok: true, rows: 12, anchors: 3 })
        : json({ rows: [], next: null }),
    );
    showPage(<AuditPage />);
    await userEvent.click(await screen.findByRole('button', { name: en.audit.verify }));
    const values = { rows: 12, anchors: 3 };
    expect(await screen.findByText(words(en.audit.verified, values))).toBeTruthy();
    act(() => setLanguage('sw_KE'));
    expect(await screen.findByText(words(sw.audit.verified, values))).toBeTruthy();
    expect(screen.queryByText(words(en.audit.verified, values))).toBeNull();
  });

  it('reword a failure when the language changes', async () => {
    serveConsole((url) =>
      url.endsWith('/audit/verify')
        ? json({ error: 'forbidden' }, 403)
        : json({ rows: [], next: null }),
    );
    showPage(<AuditPage />);
    await userEvent.click(await screen.findByRole('button', { name: en.audit.verify }));
    expect(await screen.findByText(en.error.forbidden)).toBeTruthy();
    act(() => setLanguage('sw_KE'));
    expect(await screen.findByText(sw.error.forbidden)).toBeTruthy();
  });
});
