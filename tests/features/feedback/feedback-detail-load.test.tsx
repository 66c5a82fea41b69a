// @vitest-environment jsdom
/** Feedback details before the thread shows: a dropped network asks again, a refusal says so. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signIn } from './support';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('feedback details while loading', () => {
  it('asks again after a dropped network instead of saying the thread does not exist', async () => {
    let online = false;
    handle('feedbackDetail', () =>
      !online
        ? 'network'
        : {
            data: {
              id: 'f5',
              type: 2,
              description: 'My repayment is not shown',
              status: 1,
              receipts: [],
              messages: [],
              createTime: 1_700_000_000,
            },
          },
    );
    await renderApp('/feedback/feedbackDetail?id=f5');
    expect(
      await screen.findByText('Network error. Please check your connection and try again'),
    ).toBeTruthy();
    expect(screen.queryByText('This feedback does not exist')).toBeNull();
    online = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('My repayment is not shown')).toBeTruthy();
  });

  it('shows one Retry while the banner has it, and its own once the banner is closed', async () => {
    handle('feedbackDetail', () => 'network');
    await renderApp('/feedback/feedbackDetail?id=f6');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Network error');
    expect(await screen.findAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(screen.getAllByText(/^Network error/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    // The page now says it in place, with a Retry of its own.
    const inPlace = await screen.findByRole('alert');
    expect(inPlace.textContent).toContain('Network error');
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  });

  it('says a thread the server refuses does not exist', async () => {
    handle('feedbackDetail', () => ({ error: 'notFound' }));
    await renderApp('/feedback/feedbackDetail?id=nope');
    expect(await screen.findByText('This feedback does not exist')).toBeTruthy();
  });
});
