/**
 * An msw handler for the multipart calls (files as parts, the encrypted payload in `data`), which
 * the shared api-server helper does not decode: it opens `data` like the server and keeps the files.
 */
import { http, HttpResponse } from 'msw';
import { routes, type RouteName } from '../../../src/shared/contract/routes.gen';
import type { EndpointTypes } from '../../../src/shared/contract/types.gen';
import { codes, type CodeName } from '../../../src/shared/contract/codes';
import { openPayload } from '../../../src/server/envelope-open';
import { PACKAGE, server } from '../../app/support/api-server';

export interface ReceivedUpload<N extends RouteName> {
  input: EndpointTypes[N]['request'];
  file: Blob | null;
}

type Reply<N extends RouteName> = { data: EndpointTypes[N]['response'] } | { error: CodeName };

export function handleUpload<N extends RouteName>(
  name: N,
  reply: (r: ReceivedUpload<N>) => Reply<N>,
): ReceivedUpload<N>[] {
  const seen: ReceivedUpload<N>[] = [];
  const route = routes[name];
  server.use(
    http.post(`${route.base}${route.path}`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const received = {
        input: openPayload(String(form.get('data')), PACKAGE) as EndpointTypes[N]['request'],
        file: typeof file === 'object' && file !== null ? (file as Blob) : null,
      };
      seen.push(received);
      const answer = reply(received);
      if ('error' in answer) {
        const info = codes[answer.error];
        return HttpResponse.json(
          { code: info.code, msg: info.key, key: info.key, data: null },
          { status: info.http },
        );
      }
      return HttpResponse.json({ code: 0, msg: 'ok', data: answer.data });
    }),
  );
  return seen;
}
