/**
 * One JSON call to an outside-data provider, bounded by a timeout. Unlike a payment, nothing is
 * at stake in asking twice or never: no answer in time is `timeout`, a refused connection or a
 * page that is not JSON is `down`, and the caller's outcome is unknown.
 */
export type Reply =
  | { readonly kind: 'answer'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'timeout' | 'down'; readonly detail: string };

export interface JsonCall {
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly timeoutMs: number;
}

export async function postJson(call: JsonCall): Promise<Reply> {
  const path = new URL(call.url).pathname;
  const failed = (error: unknown): Reply => {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { kind: timedOut ? 'timeout' : 'down', detail: `${path}: ${String(error)}` };
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...call.headers },
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    // The bound covers the body too: an answer cut off is no answer.
    text = await response.text();
  } catch (error) {
    return failed(error);
  }
  try {
    return {
      kind: 'answer',
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  } catch {
    return { kind: 'down', detail: `${path}: HTTP ${response.status}, not JSON` };
  }
}

/** The field of a JSON object, or undefined. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}
