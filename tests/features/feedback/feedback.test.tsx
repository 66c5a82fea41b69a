// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkImages, MAX_IMAGE_BYTES, statusKey } from '../../../src/features/feedback/feedback-rules';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { handleUpload, signIn } from './support';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  signIn();
});

function image(name: string, size = 10): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('feedback rules', () => {
  it('maps statuses 1–4 (§3) and checks images before upload', () => {
    expect([1, 2, 3, 4].map(statusKey)).toEqual(['processing', 'processing', 'needReply', 'done']);
    expect(checkImages([image('a.jpg', MAX_IMAGE_BYTES + 1)], 0)).toEqual({ accepted: [], problem: 'tooLarge' });
    expect(checkImages([new File(['x'], 'a.pdf', { type: 'application/pdf' })], 0).problem).toBe('imageInvalid');
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
          { id: 'f2', type: 7, description: 'Money not in my wallet', status: 3, unread: true, createTime: 1700000000 },
          { id: 'f1', type: 1, description: 'Paid on Monday', status: 4, unread: false, createTime: 1690000000 },
        ],
      },
    }));
    await renderApp('/feedback/feedback_list');
    expect(await screen.findByText('I did not receive my loan')).toBeTruthy();
    expect(screen.getByText('Your reply needed')).toBeTruthy();
    expect(screen.getByText('Resolved')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'New reply' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /I did not receive my loan/ }).getAttribute('href')).toBe('/feedback/feedbackDetail?id=f2');
  });

  it('refuses an empty description, rejects a 21 MB image before upload, and sends the thread', async () => {
    const uploads = handleUpload('/api/feedback/uploadFile', (n) => ({ fileId: `img${n}`, url: `/uploads/img${n}.jpg` }));
    const created = handle('feedbackCreate', () => ({ data: { id: 'f9' } }));
    const { router } = await renderApp('/feedback/add_feedback');
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please describe your problem')).toBeTruthy();
    expect(created).toHaveLength(0);

    const input = screen.getByTestId('feedback-images') as HTMLInputElement;
    // Checked before any byte is sent (the upload itself runs in the browser test: jsdom's
    // FormData does not reach Node's fetch).
    fireEvent.change(input, { target: { files: [image('big.jpg', 21 * 1024 * 1024)] } });
    expect(await screen.findByText('The file is too large. Files up to 20MB are accepted')).toBeTruthy();
    expect(uploads).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /What is it about/ }), '6');
    await userEvent.type(screen.getByRole('textbox', { name: /Describe the problem/ }), 'I paid 5,000 on M-Pesa');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number to reach you/ }), '0712345678');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Customer service may call me' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Best time to call' }), 'morning');
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
    expect(screen.getByRole('link', { name: 'View my feedback' }).getAttribute('href')).toBe('/feedback/feedbackDetail?id=f9');
  });

  it('shows a thread with its messages and sends a reply', async () => {
    handle('feedbackDetail', () => ({
      data: { id: 'f2', type: 7, description: 'Money not in my wallet', status: 3, receipts: [], messages: [], createTime: 1700000000 },
    }));
    const replies: { id: string; from: 'user' | 'staff'; content: string; images: string[]; createTime: number }[] = [
      { id: 'm1', from: 'staff' as const, content: 'Which number did you use?', images: [], createTime: 1700000100 },
    ];
    handle('feedbackListLeaveMessage', () => ({ data: { list: [...replies] } }));
    const sent = handle('feedbackAddLeaveMsg', ({ input }) => {
      replies.push({ id: 'm2', from: 'user', content: input.content, images: [], createTime: 1700000200 });
      return { data: { id: 'm2' } };
    });
    await renderApp('/feedback/feedbackDetail?id=f2');
    expect(await screen.findByText('Which number did you use?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please describe your problem')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer service needs your reply' }), '0712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('0712345678')).toBeTruthy();
    expect(sent[0]?.input).toMatchObject({ id: 'f2', content: '0712345678' });
  });

  it('answers frequent questions from the server, on both FAQ routes', async () => {
    handle('feedbackListQuestionAnswer', () => ({ data: { list: [{ id: 'q1', question: 'When is my money sent?', answer: 'Within 10 to 60 minutes.' }] } }));
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
