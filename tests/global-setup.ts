/**
 * Runs once before the test files: makes the migrated PGlite template the server tests clone
 * (tests/server/pglite-template.ts). On PostgreSQL (DATABASE_URL) each file still creates and
 * migrates its own database, so nothing is provided and helpers take that path.
 */
import type { TestProject } from 'vitest/node';
import { ensureTemplate } from './server/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump to clone; absent on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) return;
  project.provide('pgliteTemplate', await ensureTemplate());
}
