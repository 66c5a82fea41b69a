/**
 * `GET /api/forms/:country/:form`: a form file as the engine needs it (schema, uiSchema, rules,
 * hash, the validator module's URL), plain JSON outside the envelope, with an ETag so an unchanged
 * form costs the phone a 304 and an edited one shows on the next load without a client build.
 *
 * `GET /api/forms/:country/:form/validator-<hash>.js`: that version's validator as a JavaScript
 * module, cached for a year (a new version has a new URL). An old hash answers 404: the phone then
 * reloads the form file.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../plugins/errors';
import { servedJson } from './compile';
import { formStore, retainFormStore } from './registry';
import { FORM_NAMES, type FormStore } from './store';
import { validatorModule } from './validator-module';

const YEAR_S = 365 * 24 * 3600;

async function formsPlugin(app: FastifyInstance, opts: { store?: FormStore }): Promise<void> {
  const store = opts.store ?? formStore(app.log);
  if (!opts.store) app.addHook('onClose', retainFormStore(app.log));
  const find = (country: string, form: string) =>
    (FORM_NAMES as readonly string[]).includes(form) ? store.get(country, form) : undefined;

  app.get<{ Params: { country: string; form: string } }>(
    '/api/forms/:country/:form',
    (request, reply) => {
      const served = find(request.params.country, request.params.form);
      if (!served) return sendError(request, reply, 'notFound');
      const etag = `"${served.hash}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(servedJson(served));
    },
  );

  app.get<{ Params: { country: string; form: string; file: string } }>(
    '/api/forms/:country/:form/:file',
    (request, reply) => {
      const { country, form, file } = request.params;
      const served = find(country, form);
      if (!served || file !== `validator-${served.hash}.js`)
        return sendError(request, reply, 'notFound');
      return reply
        .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
        .type('text/javascript; charset=utf-8')
        .send(validatorModule(served.validatorCode, served.validatorId));
    },
  );
}

export default fp(formsPlugin, { name: 'forms' });
