/**
 * The data files as operations need to see them, for every member of staff: GET /ops/api/files
 * lists each file the server reads (forms, country facts, product, prizes, staff limits, cashier
 * channels, the forms' words) with the version served and since when, and, for a file whose
 * version on disk was refused, where in it and why: borrowers get the last good one meanwhile.
 */
import type { FastifyInstance } from 'fastify';
import { readablePath } from '../../forms/did-you-mean';
import { formStore } from '../../forms/registry';

const quiet = { info: () => undefined, error: () => undefined };

export function registerFilesRoutes(api: FastifyInstance): void {
  api.get('/files', { config: { opsAction: 'book.read' } }, () => ({
    files: formStore(quiet)
      .files()
      .map((f) => ({
        file: f.file,
        hash: f.hash,
        since: f.since?.toISOString() ?? null,
        refused: f.refused.map((p) => ({ at: readablePath(p.path), message: p.message })),
      })),
  }));
}
