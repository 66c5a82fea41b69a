// @vitest-environment jsdom
/** Email (§5): spaces go as typed; gmail, yahoo and outlook are offered as completions. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedDomains, EmailWidget, emailSuggestions } from '../../widgets/email-widget';
import { renderWidget, setupI18n } from './support';

beforeAll(() => setupI18n());

const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com'];

describe('EmailWidget', () => {
  it('suggests the domains matching what was typed after @', () => {
    expect(emailSuggestions('amina', DOMAINS)).toEqual([
      'amina@gmail.com',
      'amina@yahoo.com',
      'amina@outlook.com',
    ]);
    expect(emailSuggestions('amina@y', DOMAINS)).toEqual(['amina@yahoo.com']);
    expect(emailSuggestions('amina@gmail.com', DOMAINS)).toEqual([]);
  });

  it('removes spaces as typed and completes with one tap', async () => {
    const user = userEvent.setup();
    const rec = renderWidget(EmailWidget, {
      label: 'forms:personal.email.label',
      options: { domains: DOMAINS },
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ami na@g');
    expect(rec.changes.at(-1)).toBe('amina@g');
    await user.click(screen.getByRole('button', { name: 'Use @gmail.com' }));
    expect(rec.changes.at(-1)).toBe('amina@gmail.com');
  });
});

describe('EmailWidget (issue: suggestions and case)', () => {
  const PATTERN = '^[A-Za-z0-9._-]+@(gmail|yahoo)\\.com$';

  it('suggests only the domains the field accepts', () => {
    expect(acceptedDomains(DOMAINS, PATTERN)).toEqual(['gmail.com', 'yahoo.com']);
    expect(acceptedDomains(DOMAINS, undefined)).toEqual(DOMAINS);
  });

  it('never offers outlook.com when the pattern refuses it', async () => {
    const user = userEvent.setup();
    renderWidget(EmailWidget, {
      label: 'forms:personal.email.label',
      options: { domains: DOMAINS },
      schema: { pattern: PATTERN },
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amina');
    expect(screen.getByRole('button', { name: 'Use @gmail.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use @outlook.com' })).toBeNull();
  });

  it('keeps JOHN@GMAIL.COM as john@gmail.com', async () => {
    const user = userEvent.setup();
    const rec = renderWidget(EmailWidget, { label: 'forms:personal.email.label', options: {} });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'JOHN@GMAIL.COM');
    expect(rec.changes.at(-1)).toBe('john@gmail.com');
    expect(new RegExp(PATTERN).test(rec.changes.at(-1) ?? '')).toBe(true);
  });

  it('takes the first tap on a suggestion: pressing it does not blur the field first', async () => {
    const user = userEvent.setup();
    const rec = renderWidget(EmailWidget, {
      label: 'forms:personal.email.label',
      options: { domains: DOMAINS },
    });
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'amina');
    await user.click(screen.getByRole('button', { name: 'Use @yahoo.com' }));
    expect(rec.changes.at(-1)).toBe('amina@yahoo.com');
    // No blur, so no error appeared between the field and the chips while the finger was down.
    expect(rec.blurs).toEqual([]);
    expect(document.activeElement).toBe(input);
  });
});
