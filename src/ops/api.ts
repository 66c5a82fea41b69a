/** The window event the client sends when a call finds the staff session gone. */
export const SESSION_LOST = 'ops-session-lost';

/** The console's one HTTP client: JSON to /ops/api, the CSRF cookie echoed on every change. */
export class OpsHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

function csrfCookie(): string {
  const match = /(?:^|;\s*)mkopo_ops_csrf=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

export async function opsApi<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/ops/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers:
      body === undefined
        ? {}
        : { 'content-type': 'application/json', 'x-csrf-token': csrfCookie() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { error?: string };
  // The session ended (signed out elsewhere, disabled, timed out): the shell returns to sign-in.
  if (res.status === 401 && path !== '/login' && path !== '/me')
    window.dispatchEvent(new Event(SESSION_LOST));
  if (!res.ok) throw new OpsHttpError(res.status, json.error ?? 'failed');
  return json as T;
}
