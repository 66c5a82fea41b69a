/**
 * Sends a request with XMLHttpRequest so an upload can report its progress (fetch cannot report
 * upload progress in today's browsers without streams that WebViews lack). Same contract as
 * call.ts's fetch path: resolves with the parsed JSON body whatever the HTTP status, rejects with
 * NetworkError on a lost connection, an unreadable body or the 60 s timeout (§9).
 */
import { NetworkError } from './errors';

export function sendWithProgress(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      try {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as unknown);
      } catch {
        reject(new NetworkError('network'));
      }
    };
    xhr.onerror = () => reject(new NetworkError('network'));
    xhr.ontimeout = () => reject(new NetworkError('timeout'));
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
