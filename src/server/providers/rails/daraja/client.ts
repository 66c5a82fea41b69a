/**
 * Daraja's HTTP client: one OAuth token at a time (a new token invalidates the old one, so it is
 * fetched once and shared by concurrent calls, and fetched again only when expired or refused),
 * every request checked against its schema before it leaves.
 */
import { RailUnavailable } from '../../wallet';
import { callProvider, type HttpAnswer } from '../http';
import { expectShape, outgoing, schemaProblem } from '../schemas';
import type { DarajaSettings } from '../settings';
import type { DarajaError, OAuthToken } from './types';

/** A Daraja error answer, with its code (such as 500.002.1001). */
export class DarajaRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${code} ${message}`);
  }
}

export const DUPLICATE_ORIGINATOR = '500.002.1001';
export const BEING_PROCESSED = '500.001.1001';
/**
 * "Invalid access token", as each API's documentation spells it (Transaction Status 400.003.01,
 * Account Balance 401.002.01, Pull Transactions 401.001, older gateways 404.001.03): the token is
 * fetched again and the request sent once more; a second refusal is the rail being unavailable,
 * never a refusal of the payment.
 */
export const INVALID_TOKEN: ReadonlySet<string> = new Set([
  '400.003.01',
  '401.002.01',
  '401.001',
  '404.001.03',
]);

export interface DarajaClient {
  /** POSTs `body` (checked against `schema`) to `path`; answers the JSON of a 200. */
  post(path: string, schema: string, body: object): Promise<unknown>;
  /** The same, answering whatever came back (an API that states results in non-200 answers). */
  exchange(path: string, schema: string, body: object): Promise<HttpAnswer>;
}

export function darajaClient(settings: DarajaSettings, clock: () => number): DarajaClient {
  let token: { value: string; until: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString(
      'base64',
    );
    const answer = await callProvider({
      method: 'GET',
      url: `${settings.baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
      headers: { authorization: `Basic ${basic}` },
      timeoutMs: settings.timeoutMs,
    });
    if (answer.status !== 200) throw new RailUnavailable(`Daraja token: HTTP ${answer.status}`);
    const body = expectShape<OAuthToken>('daraja/oauth-token.response', answer.body);
    // Refreshed a minute early, so a call never carries a token that expires on the way.
    token = { value: body.access_token, until: clock() + (Number(body.expires_in) - 60) * 1000 };
    return body.access_token;
  }

  function bearer(): Promise<string> {
    if (token && token.until > clock()) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => (pending = undefined));
    return pending;
  }

  async function send(path: string, body: object): Promise<HttpAnswer> {
    return callProvider({
      method: 'POST',
      url: `${settings.baseUrl}${path}`,
      headers: { authorization: `Bearer ${await bearer()}` },
      body,
      timeoutMs: settings.timeoutMs,
    });
  }

  /** Sends `body`; a refused token is fetched again once, and a second refusal is unavailability. */
  async function exchange(path: string, schema: string, body: object): Promise<HttpAnswer> {
    outgoing(schema, body);
    let answer = await send(path, body);
    if (INVALID_TOKEN.has(refusalCode(answer) ?? '')) {
      token = undefined;
      answer = await send(path, body);
      const again = refusalCode(answer);
      if (again && INVALID_TOKEN.has(again))
        throw new RailUnavailable(`${path}: access token refused twice (${again})`);
    }
    return answer;
  }

  return {
    exchange,
    async post(path, schema, body) {
      const answer = await exchange(path, schema, body);
      if (answer.status === 200) return answer.body;
      const code = refusalCode(answer);
      // A 5xx without Daraja's error shape is a gateway's: the request may have been acted on.
      if (code === undefined) throw new RailUnavailable(`${path}: HTTP ${answer.status}`);
      const error = answer.body as DarajaError;
      throw new DarajaRefusal(answer.status, code, error.errorMessage);
    },
  };
}

export function refusalCode(answer: HttpAnswer): string | undefined {
  if (answer.status === 200) return undefined;
  return schemaProblem('daraja/error.response', answer.body) === null
    ? (answer.body as DarajaError).errorCode
    : undefined;
}
