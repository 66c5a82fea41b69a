/**
 * An msw server that answers like the API: it decrypts each request with the envelope, checks
 * the random GET parameter name, and replies `{code, msg, key?, data}`. Handlers are typed by the
 * contract. Unhandled requests fail the test.
 */
import { readFileSync } from 'node:fs';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { routes, type RouteName } from '../../../src/shared/contract/routes.gen';
import type { EndpointTypes } from '../../../src/shared/contract/types.gen';
import { codes, type CodeName } from '../../../src/shared/contract/codes';
import type { FieldError } from '../../../src/shared/contract/response';
import { PARAM_NAME_PATTERN, type Payload } from '../../../src/shared/envelope';
import { openPayload } from '../../../src/server/envelope-open';

export const PACKAGE = 'com.mkopo.credit';

export interface Received<N extends RouteName> {
  input: EndpointTypes[N]['request'] & Payload;
  headers: Headers;
  paramName: string | null;
  url: URL;
  contentType: string | null;
}

type Reply<N extends RouteName> =
  | { data: EndpointTypes[N]['response'] }
  | { error: CodeName; errors?: readonly FieldError[] }
  | 'hang'
  | 'network';

export const server = setupServer();

/** Answers every call "not available yet" (code notAvailable). */
export const answerNotAvailable = http.all('*', () => {
  const info = codes.notAvailable;
  return HttpResponse.json(
    { code: info.code, msg: info.key, key: info.key, data: null },
    { status: info.http },
  );
});

/** The run-time translations as the server serves them (`GET /api/locales/:lang/forms`). */
export const servedLocales = http.get('/api/locales/:lang/:ns', ({ params }) =>
  HttpResponse.json(
    JSON.parse(readFileSync(`locales/${String(params.lang)}/${String(params.ns)}.json`, 'utf8')),
  ),
);

/** Country content as the server serves it (`GET /api/countries/:country`). */
export const servedCountries = http.get('/api/countries/:country', ({ params }) =>
  HttpResponse.json(
    JSON.parse(readFileSync(`schemas/${String(params.country)}/country.json`, 'utf8')),
  ),
);

/** A borrower with no saved forms, unless a test `handle`s getSavedForms itself. */
const savedFormsRoute = routes.getSavedForms;
export const noSavedForms = http.get(`${savedFormsRoute.base}${savedFormsRoute.path}`, () =>
  HttpResponse.json({ code: 0, msg: 'ok', data: {} }),
);

/**
 * Starts the server for the current test file; call once at module level. `fallback` handlers answer
 * in every test of the file whatever the test itself handles.
 */
export function startApiServer(fallback: RequestHandler[] = []): void {
  // A screen may send its last read just after its test's assertions have passed. Between tests
  // that read gets a plain "not available" answer; during a test an unhandled request still fails it.
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // `use` adds lateReads for the gap only: a reset with a list would make it an initial handler.
  beforeEach(() => server.resetHandlers(...fallback, servedLocales, servedCountries, noSavedForms));
  afterEach(() => {
    server.resetHandlers(...fallback, servedLocales, servedCountries, noSavedForms);
    server.use(answerNotAvailable);
  });
  afterAll(() => server.close());
}

async function decode<N extends RouteName>(name: N, request: Request): Promise<Received<N>> {
  const url = new URL(request.url);
  const params = [...url.searchParams.keys()];
  let cipher: string;
  let paramName: string | null = null;
  if (routes[name].method === 'GET') {
    if (params.length !== 1 || !PARAM_NAME_PATTERN.test(params[0] ?? '')) {
      throw new Error(`bad GET parameters: ${url.search}`);
    }
    paramName = params[0] ?? null;
    cipher = url.searchParams.get(paramName ?? '') ?? '';
  } else {
    cipher = await request.text();
  }
  return {
    input: openPayload(cipher, PACKAGE) as Received<N>['input'],
    headers: request.headers,
    paramName,
    url,
    contentType: request.headers.get('content-type'),
  };
}

/** Answers endpoint `name`; `reply` sees the decrypted input. Returns the list of received calls. */
export function handle<N extends RouteName>(
  name: N,
  reply: (received: Received<N>) => Reply<N> | Promise<Reply<N>>,
): Received<N>[] {
  const seen: Received<N>[] = [];
  const route = routes[name];
  const method = route.method === 'GET' ? http.get : http.post;
  server.use(
    method(`${route.base}${route.path}`, async ({ request }) => {
      const received = await decode(name, request);
      seen.push(received);
      const answer = await reply(received);
      if (answer === 'hang') return new Promise<never>(() => {});
      if (answer === 'network') return HttpResponse.error();
      if ('error' in answer) {
        const info = codes[answer.error];
        return HttpResponse.json(
          {
            code: info.code,
            msg: info.key,
            key: info.key,
            data: null,
            ...(answer.errors ? { errors: answer.errors } : {}),
          },
          { status: info.http },
        );
      }
      return HttpResponse.json({ code: 0, msg: 'ok', data: answer.data });
    }),
  );
  return seen;
}
