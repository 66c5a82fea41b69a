/**
 * One HTTP call to a provider. A timeout, a refused connection or an answer that is not JSON
 * leaves the outcome unknown, so it throws RailUnavailable: the caller records `unknown` and a
 * status query decides later (never a second request).
 */
import { RailUnavailable } from '../wallet';

export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface HttpCall {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly timeoutMs: number;
}

export async function callProvider(call: HttpCall): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    throw new RailUnavailable(`${call.method} ${new URL(call.url).pathname}: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    // A gateway's HTML error page: the provider may or may not have acted.
    throw new RailUnavailable(`${new URL(call.url).pathname}: HTTP ${response.status}, not JSON`);
  }
}
