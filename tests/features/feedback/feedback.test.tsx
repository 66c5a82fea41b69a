// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkImages,
  MAX_IMAGE_BYTES,
  statusKey,
} from '../../../src/features/feedback/feedback-rules';
import { handle, server, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { handleUpload, signIn } from './support';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  signIn();
});

/** The private image route: records [fileId, Authorization] of each read. */
function fileServer(): string[][] {
  const seen: string[][] = [];
  server.use(
    http.get('/api/feedback/files/:id', ({ params, request }) => {
      seen.push([String(params.id), request.headers.get('authorization') ?? '']);
      seen.sort();
      return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      });
    }),
  );
  return seen;
}

/** jsdom has no object URLs: count the ones made and revoked. */
function stubObjectUrls(): string[] {
  const revoked: string[] = [];
  let n = 0;
  URL.createObjectURL = () => `blob:test/${++n}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  return revoked;
}

function image(name: string, size = 10): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('feedback rules', () => {
  it('maps statuses 1–4 (§3) and checks images before upload', () => {
    expect([1, 2, 3, 4].map(statusKey)).toEqual(['processing', 'processing', 'needReply', 'done']);
    expect(checkImages([image('a.jpg', MAX_IMAGE_BYTES + 1)], 0)).toEqual({
      accepted: [],
      problem: 'tooLarge',
    });
    expect(checkImages([new File(['x'], 'a.pdf', { type: 'application/pdf' })], 0).problem).toBe(
      'imageInvalid',
    );
    // HEIC and GIF are images the server refuses: said before any byte is spent.
    expect(checkImages([new File(['x'], 'a.heic', { type: 'image/heic' })], 0).problem).toBe(
      'imageInvalid',
    );
    expect(
      checkImages([new File(['x'], 'a.webp', { type: 'image/webp' })], 0).accepted,
    ).toHaveLength(1);
    const two = checkImages([image('a.jpg'), image('b.jpg')], 5);
    expect(two.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(two.problem).toBe('tooManyImages');
  });
});

describe('feedback screens', () => {
  it('lists threads with their status and a dot on an unseen reply', async () => {
    handle('feedbackListFeedback', () => ({
      data: {
        total: 2,
        list: [
          {
            id: 'f2',
            type: 7,
            description: 'Money not in my wallet',
            status: 3,
            unread: true,
            createTime: 1700000000,
          },
          {
            id: 'f1',
            type: 1,
            description: 'Paid on Monday',
            status: 4,
            unread: false,
            createTime: 1690000000,
          },
        ],
      },
    }));
    await renderApp('/feedback/feedback_list');
    expect(await screen.findByText('I did not receive my loan')).toBeTruthy();
    expect(screen.getByText('Your reply needed')).toBeTruthy();
    expect(screen.getByText('Resolved')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'New reply' })).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: /I did not receive my loan/ }).getAttribute('href'),
    ).toBe('/feedback/feedbackDetail?id=f2');
  });

  it('refuses an empty description, rejects a 21 MB image before upload, and sends the thread', async () => {
    const uploads = handleUpload('/api/feedback/uploadFile', (n) => ({
      fileId: `img${n}`,
      url: `/uploads/img${n}.jpg`,
    }));
    const created = handle('feedbackCreate', () => ({ data: { id: 'f9' } }));
    const { router } = await renderApp('/feedback/add_feedback');
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please describe your problem')).toBeTruthy();
    expect(created).toHaveLength(0);

    const input = screen.getByTestId('feedback-images') as HTMLInputElement;
    // Checked before any byte is sent (the upload itself runs in the browser test: jsdom's
    // FormData does not reach Node's fetch).
    fireEvent.change(input, { target: { files: [image('big.jpg', 21 * 1024 * 1024)] } });
    expect(
      await screen.findByText('The file is too large. Files up to 20MB are accepted'),
    ).toBeTruthy();
    expect(uploads).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /What is it about/ }), '6');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Describe the problem/ }),
      'I paid 5,000 on M-Pesa',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /Phone number to reach you/ }),
      '0712345678',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Customer service may call me' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Best time to call' }),
      'morning',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/feedback_result'));
    expect(created[0]?.input).toMatchObject({
      type: 6,
      description: 'I paid 5,000 on M-Pesa',
      receipts: [],
      contactTel: '+255712345678',
      contactable: true,
      appointmentTime: 'morning',
    });
    expect(await screen.findByText('Thank you, we received your feedback')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my feedback' }).getAttribute('href')).toBe(
      '/feedback/feedbackDetail?id=f9',
    );
  });

  it('shows a thread with its messages from one read and sends a reply', async () => {
    const staff = {
      id: 'm1',
      from: 'staff' as const,
      content: 'Which number did you use?',
      images: [],
      createTime: 1700000100,
    };
    const messages: {
      id: string;
      from: 'user' | 'staff';
      content: string;
      images: string[];
      createTime: number;
    }[] = [staff];
    const details = handle('feedbackDetail', () => ({
      data: {
        id: 'f2',
        type: 7,
        description: 'Money not in my wallet',
        status: 3,
        receipts: [],
        messages: [...messages],
        createTime: 1700000000,
      },
    }));
    const sent = handle('feedbackAddLeaveMsg', ({ input }) => {
      messages.push({
        id: 'm2',
        from: 'user',
        content: input.content,
        images: [],
        createTime: 1700000200,
      });
      return { data: { id: 'm2' } };
    });
    await renderApp('/feedback/feedbackDetail?id=f2');
    expect(await screen.findByText('Which number did you use?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please describe your problem')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Customer service needs your reply' }),
      '0712345678',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('0712345678')).toBeTruthy();
    expect(sent[0]?.input).toMatchObject({ id: 'f2', content: '0712345678' });
    // The detail carries the messages: feedbackListLeaveMessage is never called (unhandled calls
    // fail the test), and the thread is read again after the reply.
    expect(details.length).toBeGreaterThanOrEqual(2);
  });

  it('shows receipt and reply images fetched with the token, and revokes them on leaving', async () => {
    const files = fileServer();
    const revoked = stubObjectUrls();
    handle('feedbackDetail', () => ({
      data: {
        id: 'f3',
        type: 1,
        description: 'Paid twice',
        status: 2,
        createTime: 1700000000,
        receipts: ['/api/feedback/files/11'],
        messages: [
          {
            id: 'm1',
            from: 'staff',
            content: 'Is this your receipt?',
            images: ['/api/feedback/files/12'],
            createTime: 1700000100,
          },
        ],
      },
    }));
    const { unmount } = await renderApp('/feedback/feedbackDetail?id=f3');
    const receipt = await screen.findByRole('button', { name: 'Show Receipt 1 larger' });
    expect(receipt.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    const reply = screen.getByRole('button', { name: 'Show Image 1 larger' });
    expect(reply.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    expect(files).toEqual(
      [
        ['11', 't'],
        ['12', 't'],
      ].sort(),
    );
    unmount();
    expect(revoked.sort()).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it('shows a receipt whole on a tap, and closes it again', async () => {
    fileServer();
    stubObjectUrls();
    handle('feedbackDetail', () => ({
      data: {
        id: 'f4',
        type: 1,
        description: 'Paid twice',
        status: 2,
        createTime: 1700000000,
        receipts: ['/api/feedback/files/21'],
        messages: [],
      },
    }));
    await renderApp('/feedback/feedbackDetail?id=f4');
    await userEvent.click(await screen.findByRole('button', { name: 'Show Receipt 1 larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt 1' });
    expect(within(dialog).getByRole('img', { name: 'Receipt 1' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers frequent questions from the server, on both FAQ routes', async () => {
    handle('feedbackListQuestionAnswer', () => ({
      data: {
        list: [
          { id: 'q1', question: 'When is my money sent?', answer: 'Within 10 to 60 minutes.' },
        ],
      },
    }));
    await renderApp('/user_center/faq');
    expect(await screen.findByText('When is my money sent?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeTruthy();
  });

  it('asks a visitor to log in first', async () => {
    localStorage.clear();
    await renderApp('/feedback/add_feedback', 'sw_KE');
    expect(await screen.findByText('Ingia ili kutuma maoni na kusoma majibu yetu.')).toBeTruthy();
  });
});
