// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { handleUpload } from './multipart';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setItem('token', { Authorization: 't' });
  handle('kycStatus', () => ({ data: { front: false, back: false, face: false } }));
  // Where the next step leads is read afresh after each step.
  handle('loanOrderLatest', () => ({ data: {} }));
  setItem('userInfo', {
    userId: '42',
    mobile: '+255712345678',
    country: 'TZ',
    createdAt: 1700000000,
  });
});

const photo = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), {
    target: { files: [file] },
  });

describe('id_card_authentication', () => {
  it('explains the camera first, then takes front, back and face with every §8 message on the way', async () => {
    let ocrPassed = false;
    let backOk = false;
    handleUpload('uploadCurpFront', () => ({ data: { fileId: 'f1', url: '/u/f1' } }));
    handle('curpOcr', () => ({ data: { passed: ocrPassed } }));
    handleUpload('uploadCurpBack', () =>
      backOk ? { data: { fileId: 'b1', url: '/u/b1' } } : { error: 'idBackFailed' },
    );
    const faces = handleUpload('saveFaceImage', () => ({ data: { passed: true } }));
    const finished = handle('finishUploadAllImg', () => ({ data: { orderNo: 'A1', status: 5 } }));
    const { router } = await renderApp('/auth/id_card_authentication');

    await userEvent.click(await screen.findByRole('button', { name: 'Allow camera and continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('Please take a photo of the front of your ID card first.'),
    ).toBeTruthy();

    choose('ID card front', photo('front.jpg'));
    expect(
      await screen.findByText(
        'ID card front failed to identify, please take a photo and upload again',
      ),
    ).toBeTruthy();
    ocrPassed = true;
    choose('ID card front', photo('front2.jpg'));
    await waitFor(() => expect(screen.getAllByText('✓ Accepted')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please upload the reverse side of your ID card first.')).toBeTruthy();
    choose('ID card back', photo('back.jpg'));
    expect(
      await screen.findByText(
        'ID card back failed to identify, please take a photo and upload again',
      ),
    ).toBeTruthy();
    backOk = true;
    choose('ID card back', photo('back.jpg'));
    await waitFor(() => expect(screen.getAllByText('✓ Accepted')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please complete facial recognition.')).toBeTruthy();
    const faceInput = screen.getByLabelText('Your face', { selector: 'input' });
    expect(faceInput.getAttribute('capture')).toBe('user');
    choose('Your face', photo('face.jpg'));
    await waitFor(() => expect(screen.getAllByText('✓ Accepted')).toHaveLength(3));
    expect(faces[0]?.file?.size).toBe(64);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank_account/add_bankcard'));
    expect(finished).toHaveLength(1);
  });

  it('shows the server message when the card cannot be read', async () => {
    sessionStorage.setItem('mkopo.cameraConsent', '1');
    handleUpload('uploadCurpFront', () => ({ error: 'idAuthError' }));
    await renderApp('/auth/id_card_authentication');
    expect(await screen.findByLabelText('ID card front', { selector: 'input' })).toBeTruthy();
    choose('ID card front', photo('front.jpg'));
    expect(
      await screen.findByText(
        'Id card authentication error. Make sure the letters on the card look clear!',
      ),
    ).toBeTruthy();
  });

  it('asks for the app when the face check is native (featureMode.live 2) and the page runs in a browser', async () => {
    sessionStorage.setItem('mkopo.cameraConsent', '1');
    setItem('featureMode', { live: 2, ocr: -1, frontPermission: -1 });
    await renderApp('/auth/id_card_authentication');
    const faceButtons = await screen.findAllByRole('button', { name: 'Take photo' });
    await userEvent.click(faceButtons[2] as HTMLElement);
    expect(await screen.findByText('Please run in App')).toBeTruthy();
  });
});

describe('review_tips', () => {
  const order = (status: 1 | 18) => ({
    orderNo: 'A1',
    status,
    productName: 'Mkopo',
    currency: 'TZS' as const,
    loanAmount: 60000,
    repayAmount: 64488,
    days: 91,
    createdAt: 1,
  });

  it('counts down 5 minutes with the §4 wording, and moves on when the order is approved', async () => {
    let status: 1 | 18 = 1;
    handle('loanOrderLatest', () => ({ data: { order: order(status) } }));
    const { router } = await renderApp('/auth/review_tips');
    expect(await screen.findByText(/about 5-10 minutes/)).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^(5:00|4:59) left$/);
    status = 18;
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/confirm_borrow'));
  });
});
