/**
 * Selcom's HTTP client: every request signed (sign.ts) and checked against its schema before it
 * leaves; every answer checked against Selcom's response shape.
 */
import { callProvider } from '../http';
import { expectShape, outgoing } from '../schemas';
import type { SelcomSettings } from '../settings';
import { signHeaders, type Fields } from './sign';

export interface SelcomAnswer {
  readonly transid?: string;
  readonly reference?: string;
  readonly resultcode: string;
  readonly result: string;
  readonly message: string;
  readonly data?: ReadonlyArray<Record<string, unknown>>;
  /** The HTTP status it came with: only a 200 answer is Selcom's verdict on a payment. */
  readonly httpStatus: number;
}

export interface SelcomClient {
  post(path: string, schema: string, body: Fields): Promise<SelcomAnswer>;
  get(path: string, query: Fields): Promise<SelcomAnswer>;
}

export function selcomClient(settings: SelcomSettings, clock: () => number): SelcomClient {
  const call = async (method: 'GET' | 'POST', path: string, fields: Fields, body?: Fields) => {
    const query =
      method === 'GET' ? `?${new URLSearchParams(fields as Record<string, string>)}` : '';
    const answer = await callProvider({
      method,
      url: `${settings.baseUrl}${path}${query}`,
      headers: { ...signHeaders(settings, fields, clock()) },
      ...(body ? { body } : {}),
      timeoutMs: settings.timeoutMs,
    });
    const shaped = expectShape<Omit<SelcomAnswer, 'httpStatus'>>('selcom/response', answer.body);
    return { ...shaped, httpStatus: answer.status };
  };
  return {
    post: (path, schema, body) => call('POST', path, outgoing(schema, body), body),
    get: (path, query) => call('GET', path, query),
  };
}
