// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { handleUpload } from '../kyc/multipart';
import { signedInWithPendingPayment } from './repay-fixtures';

startApiServer();

beforeEach(signedInWithPendingPayment);

describe('static_cashier', () => {
  it('needs a payOrderId', async () => {
    await renderApp('/repay/static_cashier?orderNo=A1');
    expect(await screen.findByText('PayOrderId cannot be empty, please try again')).toBeTruthy();
  });

  it('says a bill payment order has expired', async () => {
    await renderApp(
      '/repay/static_cashier?orderNo=A1&payOrderId=P2&reference=991234&amount=20000&expiresAt=1000',
    );
    expect(await screen.findByText('This order has expired, please try again')).toBeTruthy();
    expect(screen.queryByText('991234')).toBeNull();
  });

  it('uploads a payment proof image and refuses other files', async () => {
    const uploads = handleUpload('feedbackUploadCredential', () => ({
      data: { fileId: 'f1', url: '/u/f1' },
    }));
    await renderApp(
      '/repay/static_cashier?orderNo=A1&payOrderId=P2&reference=991234&amount=20000&expiresAt=4102444800',
    );
    const input = await screen.findByLabelText('Upload payment proof', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/^Please upload a clear photo/)).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await screen.findByText('Proof received. We will check it within 48 hours.'),
    ).toBeTruthy();
    expect(uploads[0]?.input).toMatchObject({ orderNo: 'A1', payOrderId: 'P2' });
    expect(uploads[0]?.file?.size).toBe(1);
  });
});
