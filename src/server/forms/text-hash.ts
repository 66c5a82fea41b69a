/** The short content hash of a data file's text: its version in the reload log and in decisions. */
import { createHash } from 'node:crypto';

export const textHash = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** A file's text by its name (`schemas/tz/work.json`); undefined: not there. */
export type Source = (name: string) => string | undefined;
