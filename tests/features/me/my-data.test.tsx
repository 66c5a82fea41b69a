// @vitest-environment jsdom
/**
 * My data: what the download holds, readable under translated headings (profile,
 * forms, wallets, loans, consents, requests), reached from Me and from My requests.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower } from '../../app/support/signed-in';
import { fieldRows, readableName } from '../../../src/features/me/data-fields';

/** The form files as the server serves them: My data labels answers by their schemas' titles. */
const servedForms = http.get('/api/forms/:country/:form', ({ params }) =>
  HttpResponse.json({
    country: String(params.country).toUpperCase(),
    form: String(params.form),
    hash: 'h',
    validatorUrl: '/v.js',
    ...(JSON.parse(
      readFileSync(`schemas/${String(params.country)}/${String(params.form)}.json`, 'utf8'),
    ) as object),
  }),
);

startApiServer([servedForms]);

beforeEach(signedInBorrower);

const exported = {
  exportedAt: 1767214800,
  profile: {
    mobile: '+255712345678',
    country: 'TZ',
    createdAt: 1760000000,
    forms: {
      personal: { firstName: 'Asha', monthlyIncome: 3 },
      contacts: { emergencyContactRelation1: 'colleagues' },
    },
    wallet: { bankCode: 'mpesa', account: '0755000111' },
  },
  loans: [
    {
      orderNo: 'L7',
      status: 4,
      amount: 50_000,
      days: 91,
      quote: { fee: 2_500, feeTax: 450, aprBp: 5703 },
      esign: { name: 'Asha Juma', at: 1796593998 },
      createdAt: 1760000000,
    },
  ],
  payments: [
    {
      orderNo: 'L7',
      payOrderId: 'P1',
      purpose: 'repay',
      amount: 5_000,
      status: 'succeeded',
      createdAt: 1760000000,
    },
  ],
  consents: [{ version: '2026-01', lang: 'en', orderNo: 'L7', consentedAt: 1760000000 }],
  notices: [],
  requests: [
    {
      reference: 'C-12345678',
      kind: 'complaint' as const,
      body: 'Called at night',
      status: 'resolved' as const,
      createdAt: 1760000000,
      ackDueAt: 1760200000,
      resolveDueAt: 1762000000,
      resolvedAt: 1761000000,
      resolution: 'We spoke to the agent.',
      outcome: 'upheld' as const,
    },
  ],
};

describe('my data', () => {
  it('names stored fields as words and flattens nested parts', () => {
    expect(readableName('firstName')).toBe('First name');
    expect(readableName('bank_code')).toBe('Bank code');
    expect(fieldRows({ quote: { feeTax: 450 }, createdAt: 1767214800, note: '' })).toEqual([
      ['Quote · Fee tax', '450'],
      ['Created at', '01/01/2026 00:00'],
    ]);
    // A signature's moment, an APR in basis points and a business day read as such.
    expect(fieldRows({ at: 1796593998, aprBp: 5703, dueDay: 20454 })).toEqual([
      ['At', '07/12/2026 00:53'],
      ['Apr bp', '57.03%'],
      ['Due day', '01/01/2026'],
    ]);
    const words = {
      name: (k: string) => k.toUpperCase(),
      option: (k: string, v: string) => `${k}=${v}`,
    };
    expect(fieldRows({ gender: '2', esign: { signedAt: 1767214800 } }, words)).toEqual([
      ['GENDER', 'gender=2'],
      ['ESIGN · SIGNEDAT', '01/01/2026 00:00'],
    ]);
  });

  it('shows every section of the download, reached from Me', async () => {
    handle('userDataExport', () => ({ data: exported }));
    handle('getUserInfo', () => ({
      data: { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1700000000 },
    }));
    handle('feedbackRedDotMarker', () => ({ data: { unread: 0, show: false } }));
    handle('lotteryDrawCouponQuantity', () => ({ data: { quantity: 0 } }));
    const { router } = await renderApp('/me');
    await userEvent.click(await screen.findByRole('link', { name: 'My data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user_center/my_data'));
    for (const heading of ['Profile', 'Forms', 'Wallets', 'Loans', 'Consents', 'Requests'])
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText('+255712345678')).toBeTruthy();
    expect(screen.getByText('Personal information')).toBeTruthy();
    expect(screen.getByText('First name')).toBeTruthy();
    expect(screen.getByText('Mobile number')).toBeTruthy();
    expect(screen.getByText('Asha')).toBeTruthy();
    expect(screen.getByText('0755000111')).toBeTruthy();
    expect(screen.getByText('L7 · Finished')).toBeTruthy();
    expect(screen.getByText('TZS 50,000')).toBeTruthy();
    // Labelled values, never the stored names and codes.
    expect(screen.getByText('Quote · Annual percentage rate (APR)')).toBeTruthy();
    expect(screen.getByText('57.03%')).toBeTruthy();
    expect(screen.getByText('E-signature · Signed on')).toBeTruthy();
    expect(screen.getByText('07/12/2026 00:53')).toBeTruthy();
    expect(await screen.findByText('Colleague')).toBeTruthy();
    expect(screen.getByText('Relation of first contact')).toBeTruthy();
    expect(screen.getAllByText('Finished').length).toBeGreaterThan(0);
    expect(screen.getByText('Repayment')).toBeTruthy();
    expect(screen.getByText('Succeeded')).toBeTruthy();
    const shown = document.body.textContent ?? '';
    for (const raw of ['Apr bp', '1796593998', 'colleagues', 'succeeded'])
      expect(shown).not.toContain(raw);
    expect(screen.getByText('Version 2026-01')).toBeTruthy();
    expect(screen.getByText('We spoke to the agent.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my data (JSON)' })).toBeTruthy();
  });

  it('speaks Kiswahili', async () => {
    handle('userDataExport', () => ({ data: exported }));
    await renderApp('/user_center/my_data', 'sw_KE');
    expect(await screen.findByRole('heading', { name: 'Wasifu' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mikopo' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ridhaa' })).toBeTruthy();
    expect(screen.getByText('Namba ya simu')).toBeTruthy();
    expect(screen.getByText('Jina la kwanza')).toBeTruthy();
    expect(screen.getByText(/· Kiwango cha riba cha mwaka \(APR\)$/)).toBeTruthy();
    expect(screen.getByText('Imefanikiwa')).toBeTruthy();
    expect(screen.getAllByText(/^Hali$/).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/Hali\s*4|Apr bp/);
  });
});
