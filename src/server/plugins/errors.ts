/**
 * The one error answer (docs/architecture.md §3): every refusal is JSON `{code, msg, key, data: null}` with the
 * catalogue's HTTP status and `msg` in the request's language; bad input is never a 500 or HTML.
 * Unexpected exceptions become 500 `internal` and are logged.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codes, type CodeName } from '../../shared/contract/codes';
import type { ApiResponse, FieldError } from '../../shared/contract/response';
import { EnvelopeError } from '../../shared/envelope';
import { ApiError } from '../api-error';
import { isConnectionLost } from '../db/commit-outcome';
import { OutcomeUnknown } from '../db/retry';
import { message, requestLanguage } from '../messages';

/**
 * Answers that mean "nothing came of it, ask again shortly" (decision 0042): the seconds a client
 * waits before it retries, with the same idempotency key.
 */
export const RETRY_AFTER_SECONDS = 1;
const RETRY_LATER: ReadonlySet<CodeName> = new Set(['unavailable', 'submitFailed']);

/** Sends the error answer for a catalogue code. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  name: CodeName,
  errors?: readonly FieldError[],
): FastifyReply {
  const info = codes[name];
  if (RETRY_LATER.has(name) && !reply.hasHeader('retry-after'))
    reply.header('retry-after', RETRY_AFTER_SECONDS);
  const body: ApiResponse<null> = {
    code: info.code,
    msg: message(info.key, requestLanguage(request.headers.lang)),
    key: info.key,
    data: null,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
  return reply.status(info.http).type('application/json; charset=utf-8').send(body);
}

const byFastifyCode: Readonly<Record<string, CodeName>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_REQ_FILE_TOO_LARGE: 'tooLarge',
  FST_PARTS_LIMIT: 'tooLarge',
  FST_FILES_LIMIT: 'tooLarge',
  FST_FIELDS_LIMIT: 'tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupportedMediaType',
};

const byStatus: Readonly<Record<number, CodeName>> = {
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'tooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
};

/**
 * Whether the database went away under this request (a restart, a failover): it alone fails and
 * asks to be sent again; the pool opens a new connection for the next one. Not a COMMIT whose
 * outcome stayed unknown: that one may have booked, so it is never "try again" (db/retry.ts).
 */
export function isOutage(error: unknown): boolean {
  return !(error instanceof OutcomeUnknown) && isConnectionLost(error);
}

/** Which catalogue code an error maps to; undefined = unexpected (500). */
export function classify(error: unknown): CodeName | undefined {
  if (error instanceof ApiError) return error.codeName;
  if (isOutage(error)) return 'unavailable';
  if (error instanceof EnvelopeError)
    return error.reason === 'decrypt' ? 'badEnvelope' : 'badPayload';
  const fastifyError = error as Partial<FastifyError>;
  // Own-property lookups: an error's code may echo a name from the request.
  const code = fastifyError.code;
  if (typeof code === 'string' && Object.hasOwn(byFastifyCode, code)) return byFastifyCode[code];
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return Object.hasOwn(byStatus, status) ? byStatus[status] : 'badPayload';
  return undefined;
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const name = classify(error);
    if (name === undefined) {
      request.log.error({ err: error }, 'unexpected error');
      return sendError(request, reply, 'internal');
    }
    if (codes[name].http >= 500) request.log.warn({ code: name }, 'refused');
    return sendError(
      request,
      reply,
      name,
      error instanceof ApiError ? error.fieldErrors : undefined,
    );
  });
}

export default fp(errorsPlugin, { name: 'errors' });
