/**
 * Graceful shutdown on SIGTERM (a deploy, a scale-down, `docker stop`): readiness fails first so
 * the balancer stops sending borrowers here, the port stops accepting, requests and the job pass
 * in flight finish (the app's onClose hooks wait for them), then the database closes. All of it
 * within a bound: an orchestrator kills a process that takes too long, so we would rather say so.
 */
import type { FastifyInstance } from 'fastify';

export interface Closable {
  close(): Promise<unknown>;
}

export interface ShutdownParts {
  readonly app: FastifyInstance;
  /** Closed after the app, in order (the metrics port, then the database). */
  readonly after: readonly Closable[];
  readonly timeoutMs: number;
}

/** Closes everything; true when it finished within the bound, false when time ran out. */
export async function shutDown(parts: ShutdownParts): Promise<boolean> {
  if (parts.app.hasDecorator('operability')) parts.app.operability.draining = true;
  const closing = (async () => {
    await parts.app.close();
    for (const part of parts.after) await part.close();
    return true;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), parts.timeoutMs);
  });
  try {
    return await Promise.race([closing, late]);
  } finally {
    clearTimeout(timer);
  }
}
