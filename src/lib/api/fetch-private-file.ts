/**
 * Reads a private file of the API (feedback images at `/api/feedback/files/<id>`) with the session's
 * Authorization header, which an `<img src>` cannot send; the caller shows the blob from an object URL.
 */
import { authToken } from '../storage';
import { NetworkError } from './errors';

/** Only paths of our own API: a token must never travel to another host. */
export function isPrivateFilePath(url: string): boolean {
  return url.startsWith('/api/') && !url.includes('..');
}

export async function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<Blob> {
  if (!isPrivateFilePath(url)) throw new Error(`not an API file path: ${url}`);
  const token = authToken();
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { Authorization: token } : {}, signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new NetworkError('network');
  }
  if (!res.ok) throw new NetworkError('network');
  return res.blob();
}
