/**
 * Runs once before the test files: makes the migrated template the server tests clone, a PGlite
 * dump (tests/server/pglite-template.ts) or, on PostgreSQL (DATABASE_URL), a template database
 * (tests/server/postgres-template.ts).
 */
import type { TestProject } from 'vitest/node';
import { ensureTemplate } from './server/pglite-template';
import { ensurePostgresTemplate } from './server/postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump to clone; absent on PostgreSQL. */
    pgliteTemplate?: string;
    /** The migrated PostgreSQL database each file copies; absent on PGlite. */
    postgresTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) project.provide('postgresTemplate', await ensurePostgresTemplate(url));
  else project.provide('pgliteTemplate', await ensureTemplate());
}
