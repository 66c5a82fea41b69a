/** What the server's parts share: injectable dependencies and the endpoint handler shape. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { routes } from '../shared/contract/routes.gen';
import type { EndpointTypes } from '../shared/contract/types.gen';
import type { Country } from '../shared/countries';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { SmsGateways } from './providers/sms';

/** Milliseconds since the epoch; tests and the sandbox move it forward. */
export type Clock = () => number;

export interface ServerDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly clock: Clock;
  /** The SMS gateways of each country; messages go through the outbox (features/sms). */
  readonly sms: SmsGateways;
  readonly log: FastifyBaseLogger;
}

/** A file part of a multipart call, read into memory (at most 20 MB, docs/product.md §9). */
export interface UploadedFile {
  readonly field: string;
  readonly filename: string;
  readonly mimetype: string;
  readonly data: Buffer;
}

/** The signed-in borrower of a call with `auth: true`. */
export interface AuthUser {
  readonly userId: number;
  readonly sessionId: number;
  /** Fixed for the life of an account: read with the session, so a form save need not ask. */
  readonly country: Country;
  /** The login number (erasure, its only change, ends every session first). */
  readonly mobile: string;
}

export type EndpointKey = keyof EndpointTypes;

/** The borrower a handler gets: always there for an `auth: true` call, maybe for the others. */
export type CallUser<N extends EndpointKey> = (typeof routes)[N]['auth'] extends true
  ? AuthUser
  : AuthUser | null;

export interface HandlerContext<N extends EndpointKey> {
  readonly payload: EndpointTypes[N]['request'];
  readonly files: readonly UploadedFile[];
  /** Typed by the contract: a signed-in call's handler never checks for a missing user. */
  readonly user: CallUser<N>;
  readonly ip: string;
  readonly request: FastifyRequest;
}

export type EndpointHandler<N extends EndpointKey> = (
  ctx: HandlerContext<N>,
) => Promise<EndpointTypes[N]['response']>;

/** A feature's route module: contract endpoint name → handler. */
export type RouteHandlers = { readonly [N in EndpointKey]?: EndpointHandler<N> };
