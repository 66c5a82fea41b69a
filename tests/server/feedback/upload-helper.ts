/** Multipart uploads as the client sends them: the encrypted `data` field plus one file part. */
import { call, type TestApp } from '../helpers';
import { sealPayload } from '../../../src/shared/envelope';

/** Real 8×8 photos: the server decodes every upload whole, so magic bytes alone are refused. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJAAf//Z',
  'base64',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWOowAEYhpYEACrVWgHfA7Y0AAAAAElFTkSuQmCC',
  'base64',
);

export function uploadImage(
  t: TestApp,
  token: string,
  file: Buffer,
  options: { url?: string; payload?: Record<string, unknown> } = {},
) {
  const boundary = '----mkopo-feedback-test';
  const head = (disposition: string, type = '') =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`);
  const payload = Buffer.concat([
    head('name="data"'),
    Buffer.from(sealPayload(options.payload ?? {}, 'com.mkopo.credit')),
    Buffer.from('\r\n'),
    head('name="file"; filename="photo.jpg"', 'Content-Type: image/jpeg\r\n'),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/feedback/uploadFile',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
  });
}

/** Uploads an image and returns its fileId. */
export async function uploadedId(t: TestApp, token: string, file: Buffer = JPEG): Promise<string> {
  const res = await uploadImage(t, token, file);
  const body = res.json() as { code: number; data: { fileId: string } };
  if (body.code !== 0) throw new Error(`upload: ${res.body}`);
  return body.data.fileId;
}

/** Opens an order for the borrower: a repayment proof must name one of their own. */
export async function ownOrderNo(t: TestApp, token: string): Promise<string> {
  const res = await call(t.app, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, { token });
  const body = res.json() as { code: number; data: { orderNo: string } };
  if (body.code !== 0) throw new Error(`apply: ${res.body}`);
  return body.data.orderNo;
}
