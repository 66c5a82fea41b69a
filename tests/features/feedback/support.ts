/** A signed-in borrower for the service screens (SessionSync refreshes the user on every screen). */
import { http, HttpResponse } from 'msw';
import { setItem } from '../../../src/lib/storage';
import { openPayload } from '../../../src/server/envelope-open';
import { handle, PACKAGE, server } from '../../app/support/api-server';

export function signIn(): void {
  setItem('token', { Authorization: 't' });
  handle('getUserInfo', () => ({
    data: { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1700000000 },
  }));
}

/**
 * Answers a multipart upload (the shared helper reads bodies as text): checks the `file` part and
 * the encrypted `data` field, and records the file names received.
 */
export function handleUpload(
  path: string,
  reply: (n: number) => { fileId: string; url: string },
): string[] {
  const names: string[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      openPayload(String(form.get('data')), PACKAGE);
      if (!(file instanceof File))
        return HttpResponse.json({ code: 40002, msg: 'no file', data: null }, { status: 400 });
      names.push(file.name);
      return HttpResponse.json({ code: 0, msg: 'ok', data: reply(names.length) });
    }),
  );
  return names;
}
