/**
 * `GET /api/forms/:country/:form`: a form file as the engine needs it (schema, uiSchema, rules,
 * hash, the validator module's URL), plain JSON outside the envelope, with an ETag so an unchanged
 * form costs the phone a 304 and an edited one shows on the next load without a client build.
 *
 * `GET /api/forms/:country/:form/validator-<hash>.js`: that version's validator as a JavaScript
 * module, cached for a year (a new version has a new URL). An old hash answers 404: the phone then
 * reloads the form file.
 *
 * `GET /api/locales/:lang/forms`: the labels, option titles and messages of the forms in one
 * language (English filling its gaps), with an ETag, so a renamed label needs no build either.
 *
 * `GET /api/countries/:country`: the country's facts and content (its name in each language,
 * customer service contacts and hours) from `schemas/<cc>/country.json`, the same way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../plugins/errors';
import { servedJson } from './compile';
import { registerFormsPreview } from './preview';
import { formStore, retainFormStore } from './registry';
import { FORM_NAMES, type FormStore } from './store';
import type { ServedLocale } from './served-locales';
import { validatorModule } from './validator-module';

const YEAR_S = 365 * 24 * 3600;

async function formsPlugin(
  app: FastifyInstance,
  opts: { store?: FormStore; keepDir?: string; preview?: boolean },
): Promise<void> {
  const store = opts.store ?? formStore(app.log, opts.keepDir);
  if (opts.preview) registerFormsPreview(app, store.dir);
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

  const sendServed = (request: FastifyRequest, reply: FastifyReply, served?: ServedLocale) => {
    if (!served) return sendError(request, reply, 'notFound');
    reply.header('etag', served.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === served.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(served.json);
  };
  app.get<{ Params: { lang: string } }>('/api/locales/:lang/forms', (request, reply) =>
    sendServed(request, reply, store.locale(request.params.lang)),
  );
  app.get<{ Params: { country: string } }>('/api/countries/:country', (request, reply) =>
    sendServed(request, reply, store.country(request.params.country)),
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
