// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchPrivateFile, isPrivateFilePath } from '../../../src/lib/api/fetch-private-file';
import { NetworkError } from '../../../src/lib/api/errors';
import { setItem } from '../../../src/lib/storage';
import { server, startApiServer } from '../../app/support/api-server';

startApiServer();
beforeEach(() => localStorage.clear());

/** Answers the feedback file route like the server: the image for the right token, 401 otherwise. */
function fileRoute(): string[] {
  const seen: string[] = [];
  server.use(
    http.get('/api/feedback/files/:id', ({ request }) => {
      const auth = request.headers.get('authorization') ?? '';
      seen.push(auth);
      if (auth !== 'tok-1')
        return HttpResponse.json(
          { code: 10010301, msg: 'notLoggedIn', data: null },
          { status: 401 },
        );
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'content-type': 'image/jpeg' },
      });
    }),
  );
  return seen;
}

describe('fetchPrivateFile', () => {
  it('sends the stored token and returns the image as a blob', async () => {
    setItem('token', { Authorization: 'tok-1' });
    const seen = fileRoute();
    const blob = await fetchPrivateFile('/api/feedback/files/7');
    expect(seen).toEqual(['tok-1']);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(3);
  });

  it('fails on a refused file instead of showing an error page as an image', async () => {
    setItem('token', { Authorization: 'someone-else' });
    fileRoute();
    await expect(fetchPrivateFile('/api/feedback/files/7')).rejects.toBeInstanceOf(NetworkError);
  });

  it('never sends the token to another host or outside the API', async () => {
    setItem('token', { Authorization: 'tok-1' });
    expect(isPrivateFilePath('/api/feedback/files/7')).toBe(true);
    for (const url of [
      'https://evil.example/api/x',
      '//evil.example/api/x',
      '/uploads/a.jpg',
      '/api/../sandbox/sms',
    ]) {
      expect(isPrivateFilePath(url)).toBe(false);
      await expect(fetchPrivateFile(url)).rejects.toThrow(/not an API file path/);
    }
  });
});
