// @vitest-environment jsdom
/**
 * Changing a chosen birthday keeps every answer (issue: 31-01-1995 → month 02 emptied education,
 * marital status, NIDA, WhatsApp and email, in the draft too): the day that February lacks is
 * dropped with a reason, and nothing else is.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { server, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { servedJson } from '../../../src/server/forms/compile';
import { PERSONAL_TZ, served } from '../../shared/forms/support';
import { pickOption } from '../../forms/support';

vi.mock('../../../src/lib/api/import-validator', () => ({
  importValidator: async (url: string) =>
    (await import('../../shared/forms/support')).validatorAt(url),
}));

startApiServer();

const ANSWERS = {
  ...PERSONAL_TZ,
  inputBirthday: '31-01-1995',
  nationalId: '19950131-12345-00002-26',
};
const DRAFT_KEY = 'mkopo.draft.42.personal';

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
  server.use(
    http.get('/api/forms/:country/:form', ({ params }) =>
      HttpResponse.json(servedJson(served(String(params.country), String(params.form)))),
    ),
  );
  const hash = served('tz', 'personal').hash;
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ hash, data: ANSWERS }));
});

const draft = () =>
  (JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as { data: Record<string, string> }).data;

describe('changing the birthday', () => {
  it('keeps education, marital status, NIDA, WhatsApp and email on screen and in the draft', async () => {
    const user = userEvent.setup();
    await renderApp('/auth/personal_infomation');
    await screen.findByRole('button', { name: /Date of birth: Month/ });
    await pickOption(user, /Date of birth: Month/, '02');

    expect(
      await screen.findByText('There is no day 31 in that month: please choose the day again'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Date of birth: Day' }).textContent).toBe('Day');
    expect(screen.getByRole('button', { name: /Education/ }).textContent).toContain('Secondary');
    expect(screen.getByRole('button', { name: /Marital status/ }).textContent).toContain('Married');
    expect(
      (screen.getByRole('textbox', { name: 'WhatsApp number' }) as HTMLInputElement).value,
    ).toBe('0754123456');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'amina.juma@gmail.com',
    );
    expect(
      (screen.getByRole('textbox', { name: 'National ID, part 1 of 4' }) as HTMLInputElement).value,
    ).toBe('19950131');
    await waitFor(() =>
      expect(draft()).toMatchObject({
        inputBirthday: '-02-1995',
        education: 'Secondary',
        maritalStatus: 'Married',
        nationalId: ANSWERS.nationalId,
        whatsappNo: '0754123456',
        email: 'amina.juma@gmail.com',
      }),
    );

    await pickOption(user, 'Date of birth: Day', '28');
    await waitFor(() => expect(draft().inputBirthday).toBe('28-02-1995'));
    expect(draft().email).toBe('amina.juma@gmail.com');
  });

  it('does not send a birthday left half-chosen', async () => {
    const user = userEvent.setup();
    await renderApp('/auth/personal_infomation');
    await screen.findByRole('button', { name: /Date of birth: Month/ });
    await pickOption(user, /Date of birth: Month/, '02');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select date of birth')).toBeTruthy();
  });
});
