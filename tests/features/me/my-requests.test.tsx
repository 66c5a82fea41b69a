// @vitest-environment jsdom
/**
 * My requests: the borrower files a complaint or disputes a loan's bureau data, sees
 * each request with its status and deadline and the day staff acknowledged it, is told where to
 * escalate once a deadline passed, and downloads their data.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower } from '../../app/support/signed-in';

startApiServer();

beforeEach(signedInBorrower);

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const complaint = (reference: string, resolveDueAt: number) => ({
  reference,
  kind: 'complaint' as const,
  body: 'Called at night',
  status: 'open' as const,
  createdAt: resolveDueAt - 30 * DAY,
  ackDueAt: resolveDueAt - 28 * DAY,
  resolveDueAt,
});
const CONTACT = 'Bank of Tanzania, fcp@bot.go.tz';

describe('my requests', () => {
  it('files a dispute of a chosen loan and lists it with its status and deadline', async () => {
    const filed: ReturnType<typeof complaint>[] = [];
    handle('rightsRequestList', () => ({
      data: { list: [...filed], regulatorContact: CONTACT, now: now() },
    }));
    handle('loanMarketLendingRecord', () => ({
      data: {
        list: [
          {
            orderNo: 'L7',
            status: 4 as const,
            productName: 'Mkopo',
            currency: 'TZS' as const,
            loanAmount: 5000,
            repayAmount: 5400,
            days: 91,
            createdAt: 1760000000,
          },
        ],
        total: 1,
      },
    }));
    const sent = handle('rightsRequestCreate', ({ input }) => {
      const due = now() + 30 * DAY;
      const item = { ...complaint('D-12345678', due), kind: input.kind, body: input.body };
      filed.push({ ...item, kind: 'complaint' });
      return { data: { ...item, orderNo: input.orderNo } };
    });
    await renderApp('/user_center/my_requests');
    expect(await screen.findByText('You have no requests.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Request' }), 'dispute');
    const loan = await screen.findByRole('combobox', { name: 'Loan' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'L7' })).toBeTruthy());
    await userEvent.selectOptions(loan, 'L7');
    await userEvent.type(screen.getByRole('textbox', { name: 'What happened' }), 'I repaid it');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.input).toMatchObject({ kind: 'dispute', orderNo: 'L7', body: 'I repaid it' });
    expect(await screen.findByText(/D-12345678/)).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    expect(screen.getByText(/^Answer due by \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(screen.queryByText(/The deadline has passed/)).toBeNull();
  });

  it('tells where to escalate once a deadline has passed', async () => {
    handle('rightsRequestList', () => ({
      data: { list: [complaint('C-11112222', now() - DAY)], regulatorContact: CONTACT, now: now() },
    }));
    await renderApp('/user_center/my_requests');
    expect(
      await screen.findByText(
        `The deadline has passed. You may complain to the regulator: ${CONTACT}`,
      ),
    ).toBeTruthy();
  });

  it('judges the deadline by the server’s clock, not the phone’s', async () => {
    // The phone's clock is a week behind the server's: the deadline passed yesterday all the same.
    handle('rightsRequestList', () => ({
      data: {
        list: [complaint('C-99990000', now() + 6 * DAY)],
        regulatorContact: CONTACT,
        now: now() + 7 * DAY,
      },
    }));
    await renderApp('/user_center/my_requests');
    expect(
      await screen.findByText(
        `The deadline has passed. You may complain to the regulator: ${CONTACT}`,
      ),
    ).toBeTruthy();
  });

  it('shows an answered request’s decision, answer and date, and no deadline', async () => {
    const answered = {
      ...complaint('C-33334444', now() - DAY),
      status: 'resolved' as const,
      resolvedAt: now() - 2 * DAY,
      outcome: 'corrected' as const,
      resolution: 'We corrected the amount sent to the bureau.',
    };
    handle('rightsRequestList', () => ({
      data: { list: [answered], regulatorContact: CONTACT, now: now() },
    }));
    await renderApp('/user_center/my_requests');
    expect(await screen.findByText('Answered')).toBeTruthy();
    expect(screen.getByText('Decision: Corrected')).toBeTruthy();
    expect(screen.getByText('We corrected the amount sent to the bureau.')).toBeTruthy();
    expect(screen.getByText(/^Answered on \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(screen.queryByText(/Answer due by/)).toBeNull();
    expect(screen.queryByText(/The deadline has passed/)).toBeNull();
  });

  it('shows the day staff acknowledged a request, and nothing of it before', async () => {
    const acknowledged = {
      ...complaint('C-55556666', now() + 20 * DAY),
      status: 'acknowledged' as const,
      acknowledgedAt: now() - DAY,
    };
    const waiting = complaint('C-77778888', now() + 25 * DAY);
    handle('rightsRequestList', () => ({
      data: { list: [acknowledged, waiting], regulatorContact: CONTACT, now: now() },
    }));
    await renderApp('/user_center/my_requests');
    expect(await screen.findByText(/C-55556666/)).toBeTruthy();
    expect(screen.getAllByText(/^Acknowledged on \d{2}\/\d{2}\/\d{4}$/)).toHaveLength(1);
    const own = screen.getByText(/C-55556666/).closest('[data-reference]');
    expect(own?.textContent).toMatch(/Acknowledged on/);
  });

  it('downloads the borrower’s data as a JSON file', async () => {
    handle('rightsRequestList', () => ({
      data: { list: [], regulatorContact: CONTACT, now: now() },
    }));
    const exported = {
      exportedAt: 1767214800,
      profile: { mobile: '+255712345678' },
      loans: [],
      payments: [],
      consents: [],
      notices: [],
      requests: [],
    };
    handle('userDataExport', () => ({ data: exported }));
    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:data';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp('/user_center/my_requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(JSON.parse(text)).toEqual(exported);
    click.mockRestore();
  });
});
