/** Multipart uploads as the client sends them: the encrypted `data` field plus one file part. */
import type { TestApp } from '../helpers';
import { sealPayload } from '../../../src/shared/envelope';

export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

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
