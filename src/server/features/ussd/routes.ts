/**
 * `POST /ussd/africastalking/<USSD_CALLBACK_TOKEN>`: the USSD gateway's callback (decision 0052).
 * Africa's Talking signs nothing, so, as for its delivery reports, the address holds the secret
 * the lender gave it (its own: a callback speaks for the number it names); without one, only sandbox mode takes requests, from this machine. Each
 * number is limited per minute with the request limits' own store (Redis for the fleet). Every
 * answer is 200 text/plain: an error status would end the borrower's session with no word.
 */
import { createHash } from 'node:crypto';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { end } from '../../domain/ussd/screen';
import { USSD_LIMITS } from '../../domain/ussd/limits';
import { callbackAllowed, parseFormBodies } from '../../plugins/callback-secret';
import { redisOrLocalStore } from '../../plugins/limit-store';
import { sendError } from '../../plugins/errors';
import { africasTalkingUssd, type UssdGateway } from '../../providers/ussd';
import type { ServerDeps } from '../../types';
import { handleUssd } from './service';
import { ussdWords } from './words';

export const AT_USSD_PATH = '/ussd/africastalking';

const allowed = (deps: Pick<ServerDeps, 'config'>, request: FastifyRequest): boolean =>
  callbackAllowed(request, deps.config.ussdCallbackToken, deps.config.sandbox);

/** The limit's key: the number hashed, so the counters hold no phone number. */
const numberKey = (gateway: UssdGateway, request: FastifyRequest): string =>
  createHash('sha256')
    .update(gateway.parse(request.body)?.phoneNumber ?? '')
    .digest('base64url');

/** The screen within the answer budget, or a closing apology (the row is not written then). */
function withinBudget<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), USSD_LIMITS.answerBudgetMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function registerUssdRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(async (scope) => {
    parseFormBodies(scope);
    const store =
      redis &&
      redisOrLocalStore(redis, 'mkopo-ussd:', (e) =>
        scope.log.warn({ err: e }, 'ussd limits local'),
      );
    await scope.register(fastifyRateLimit, {
      global: false,
      timeWindow: 60_000,
      skipOnError: true,
      ...(store ? { store: store as unknown as FastifyRateLimitStoreCtor } : {}),
    });
    const gateway = africasTalkingUssd;
    const limiter = scope.createRateLimit({
      max: deps.config.ussdPerNumberPerMinute,
      keyGenerator: (request) => numberKey(gateway, request),
    });
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!allowed(deps, request)) return sendError(request, reply, 'notFound');
      const send = (screen: Parameters<UssdGateway['reply']>[0]) => {
        const out = gateway.reply(screen);
        return reply.code(out.status).type(out.contentType).send(out.body);
      };
      const parsed = gateway.parse(request.body);
      if (!parsed) return send(end([ussdWords('en').t('error')]));
      const limit = deps.config.ussdPerNumberPerMinute > 0 ? await limiter(request) : undefined;
      if (limit && !limit.isAllowed && limit.isExceeded)
        return send(end([ussdWords('en').t('busy')]));
      const started = Date.now();
      const late = { screen: end([ussdWords('en').t('error')]), name: 'late' };
      const work = handleUssd(deps, gateway.name, parsed).catch((err: unknown) => {
        // The error's kind only: a database error's text may quote the values it was given.
        request.log.error(
          { ussd: { provider: gateway.name, failed: (err as Error).name } },
          'ussd failed',
        );
        return late;
      });
      const answered = await withinBudget(work, late);
      // The screen's name and the time only: no number, no answer.
      request.log.info(
        { ussd: { provider: gateway.name, screen: answered.name, ms: Date.now() - started } },
        'ussd screen',
      );
      return send(answered.screen);
    };
    scope.post(AT_USSD_PATH, handler);
    scope.post(`${AT_USSD_PATH}/:token`, handler);
  });
}
