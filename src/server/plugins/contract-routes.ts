/**
 * Registers every endpoint of the contract (docs/architecture.md §3), so a new entry is served at once: by its
 * handler when a feature provides one, otherwise with `notAvailable` (501). Successful answers are
 * serialised with the endpoint's response schema.
 */
import type { FastifyInstance } from 'fastify';
import { contract, type EndpointName } from '../../shared/contract/index';
import type { ApiResponse } from '../../shared/contract/response';
import { ApiError } from '../api-error';
import { message, requestLanguage } from '../messages';
import type { EndpointHandler, EndpointKey, HandlerContext, RouteHandlers } from '../types';

/** Full URL path of an endpoint: base + path. */
export function endpointUrl(name: EndpointName): string {
  const def = contract[name];
  return `${def.base}${def.path}`;
}

/** Methods served per URL path, for telling "wrong method" from "no such path". */
export function contractMethods(): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  for (const name of Object.keys(contract) as EndpointName[]) {
    const url = endpointUrl(name);
    methods.set(url, [...(methods.get(url) ?? []), contract[name].method]);
  }
  return methods;
}

export async function registerContractRoutes(
  app: FastifyInstance,
  handlers: RouteHandlers,
): Promise<void> {
  for (const name of Object.keys(contract) as EndpointName[]) {
    const def = contract[name];
    // The map is keyed by endpoint name, so the handler's types match this endpoint's payload.
    const handler = (handlers as Record<string, EndpointHandler<EndpointKey> | undefined>)[name];
    app.route({
      method: def.method,
      url: endpointUrl(name),
      config: { endpoint: name },
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: def.response },
            required: ['code', 'msg', 'data'],
          },
        },
      },
      handler: async (request): Promise<ApiResponse<unknown>> => {
        if (!handler) throw new ApiError('notAvailable');
        const envelope = request.envelope;
        if (!envelope) throw new ApiError('badEnvelope');
        // The auth plugin has refused a signed-in call without a session; this holds it for the
        // handler's type (CallUser), which relies on it.
        if (def.auth && !request.user) throw new ApiError('notLoggedIn');
        const ctx = {
          payload: envelope.payload,
          files: envelope.files,
          user: request.user,
          ip: request.ip,
          request,
        } as HandlerContext<EndpointKey>;
        const data = await handler(ctx);
        return { code: 0, msg: message('ok', requestLanguage(request.headers.lang)), data };
      },
    });
  }
}
