/** Every feature's route module, merged into one endpoint → handler map. */
import type { RouteHandlers, ServerDeps } from '../types';
import { authRoutes } from './auth/routes';
import { profileRoutes } from './profile/routes';

export function featureRoutes(deps: ServerDeps): RouteHandlers {
  return { ...authRoutes(deps), ...profileRoutes(deps) };
}
