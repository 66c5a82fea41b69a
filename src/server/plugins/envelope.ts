/**
 * The request envelope (docs/architecture.md §4, docs/product.md §7/§9) as a Fastify plugin. For every route whose config
 * names a contract endpoint it decrypts the payload (GET: the one query parameter named like
 * `abcde123`; POST: the body as text; multipart: the field `data` plus file parts), checks and
 * strips `t`, validates against the endpoint's request schema and sets `request.envelope`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { contract, type EndpointName } from '../../shared/contract/index';
import { EnvelopeError, PARAM_NAME_PATTERN } from '../../shared/envelope';
import { openPayload } from '../envelope-open';
import { ApiError } from '../api-error';
import { MAX_IMAGE_BYTES } from '../providers/image-guard';
import { compileRequestValidator } from '../validation';
import type { UploadedFile } from '../types';

export interface Envelope {
  readonly payload: Record<string, unknown>;
  readonly files: readonly UploadedFile[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint this route serves. */
    endpoint?: EndpointName;
  }
  interface FastifyRequest {
    envelope: Envelope | null;
  }
}

export const TEXT_BODY_LIMIT = 1024 * 1024;
/** The upload byte limit is the image guard's, so every upload route refuses alike. */
export const FILE_SIZE_LIMIT = MAX_IMAGE_BYTES;
const TEXT_TYPES = new Set(['text/plain', 'application/octet-stream']);

function cipherFromQuery(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const names = Object.keys(query);
  const name = names[0];
  if (names.length !== 1 || name === undefined || !PARAM_NAME_PATTERN.test(name)) {
    throw new EnvelopeError('decrypt');
  }
  const value = query[name];
  if (typeof value !== 'string') throw new EnvelopeError('decrypt');
  // An unencoded '+' arrives as a space; base64 has no spaces, so put it back.
  return value.replace(/ /g, '+');
}

function cipherFromBody(request: FastifyRequest): string {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== undefined && !TEXT_TYPES.has(type)) throw new ApiError('unsupportedMediaType');
  if (typeof request.body !== 'string') throw new EnvelopeError('decrypt');
  return request.body;
}

async function readMultipart(
  request: FastifyRequest,
): Promise<{ cipher: string; files: UploadedFile[] }> {
  let cipher: string | undefined;
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        });
      } else if (part.fieldname === 'data' && typeof part.value === 'string') {
        cipher = part.value;
      }
    }
  } catch (error) {
    // Limits keep their own codes (tooLarge); a body busboy cannot parse is the client's fault.
    if (typeof (error as { code?: unknown }).code === 'string') throw error;
    throw new ApiError('badPayload');
  }
  if (cipher === undefined) throw new EnvelopeError('decrypt');
  return { cipher, files };
}

/** Decrypts, parses and checks `t`; returns the payload without `t`. */
function openChecked(cipher: string, packageName: string): Record<string, unknown> {
  const { t, ...rest } = openPayload(cipher, packageName);
  if (typeof t !== 'number' || !Number.isFinite(t)) throw new EnvelopeError('parse');
  return rest;
}

const validators = new Map(
  Object.entries(contract).map(([name, def]) => [
    name,
    compileRequestValidator<Record<string, unknown>>(def.request),
  ]),
);

async function envelopePlugin(app: FastifyInstance, opts: { packageName: string }): Promise<void> {
  // Every body is read as text: the envelope decides what it accepts and answers in JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: TEXT_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  await app.register(multipart, {
    limits: {
      fileSize: FILE_SIZE_LIMIT,
      files: 10,
      fields: 20,
      fieldSize: TEXT_BODY_LIMIT,
      parts: 30,
    },
  });
  app.decorateRequest('envelope', null);

  app.addHook('preValidation', async (request) => {
    const name = request.routeOptions.config.endpoint;
    if (name === undefined) return;
    const def = contract[name];
    let cipher: string;
    let files: UploadedFile[] = [];
    if (request.method === 'GET') {
      cipher = cipherFromQuery(request);
    } else if (request.isMultipart()) {
      if (!def.multipart) throw new ApiError('unsupportedMediaType');
      ({ cipher, files } = await readMultipart(request));
    } else {
      cipher = cipherFromBody(request);
    }
    const payload = openChecked(cipher, opts.packageName);
    const validate = validators.get(name);
    request.envelope = { payload: validate ? validate(payload) : payload, files };
  });
}

export default fp(envelopePlugin, { name: 'envelope' });
