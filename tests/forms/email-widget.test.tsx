// @vitest-environment jsdom
/** Email (§5): spaces go as typed; gmail, yahoo and outlook are offered as completions. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmailWidget, emailSuggestions } from '../../widgets/email-widget';
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
