/**
 * The console's routes as the server registers them (not as a test lists them): each /ops/api
 * route with the staff action its `config.opsAction` asks for, read through Fastify's `onRoute`
 * while the console's own plugin registers on a bare instance.
 */
import Fastify from 'fastify';
import { OPS_API_PREFIX, opsConsolePlugin } from '../../../src/server/features/ops-console/plugin';
import type { ServerDeps } from '../../../src/server/types';

export interface RegisteredRoute {
  readonly method: string;
  /** Fastify's pattern, prefix included: `/ops/api/orders/:orderNo/waiver`. */
  readonly url: string;
  /** undefined for a route that names no action (the console answers it 404). */
  readonly action: string | undefined;
}

/** Every console route the server registers, HEAD (Fastify's copy of each GET) aside. */
export async function registeredOpsRoutes(server: ServerDeps): Promise<RegisteredRoute[]> {
  const routes: RegisteredRoute[] = [];
  const app = Fastify();
  await app.register(
    async (ops) => {
      ops.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD')
            routes.push({ method, url: route.url, action: route.config?.opsAction });
      });
      await opsConsolePlugin(ops, server);
    },
    { prefix: OPS_API_PREFIX },
  );
  await app.close();
  return routes;
}

/** Whether `url` (a path, its query aside) is one `route`'s pattern answers. */
export function answers(route: RegisteredRoute, method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const pattern = route.url
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? '[^/]+'
        : part === '*'
          ? '.*'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return route.method === method && new RegExp(`^${pattern}$`).test(path);
}
