/**
 * The sandbox feature's entry (docs/architecture.md §8, top step): the sandbox pages, and the
 * sandbox clock the server and the command line move.
 */
export { registerSandboxRoutes } from './routes';
export { openSandboxClock, parseShift, type SandboxClock } from './clock';
export { registerSandboxClock } from './clock-routes';
export { advanceLiving } from './advance';
