/**
 * Token check for calls whose contract entry has `auth: true` (docs/product.md §8). It runs on request,
 * before the body is read, so an upload without a valid token is refused at once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contract } from '../../shared/contract/index';
import type { AuthUser } from '../types';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface AuthPluginOptions {
  /** Resolves the Authorization header to a user or throws the §8 ApiError. */
  authenticate(header: string | undefined): Promise<AuthUser>;
}

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions): Promise<void> {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const name = request.routeOptions.config.endpoint;
    if (name === undefined || !contract[name].auth) return;
    request.user = await opts.authenticate(request.headers.authorization);
  });
}

export default fp(authPlugin, { name: 'auth' });
