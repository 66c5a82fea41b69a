/**
 * `GET /api/forms/:country/:form`: a form file as the engine needs it (schema, uiSchema, rules,
 * hash, validator code), plain JSON outside the envelope, with an ETag so an unchanged form costs
 * the phone a 304 and an edited one shows on the next load without a client build.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../plugins/errors';
import { formStore, retainFormStore } from './registry';
import { FORM_NAMES, type FormStore } from './store';

async function formsPlugin(app: FastifyInstance, opts: { store?: FormStore }): Promise<void> {
  const store = opts.store ?? formStore(app.log);
  if (!opts.store) app.addHook('onClose', retainFormStore(app.log));
  app.get<{ Params: { country: string; form: string } }>(
    '/api/forms/:country/:form',
    (request, reply) => {
      const { country, form } = request.params;
      const served = (FORM_NAMES as readonly string[]).includes(form)
        ? store.get(country, form)
        : undefined;
      if (!served) return sendError(request, reply, 'notFound');
      const etag = `"${served.hash}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(served);
    },
  );
}

export default fp(formsPlugin, { name: 'forms' });
