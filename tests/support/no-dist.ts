/**
 * A build folder that does not exist, for servers under test that serve no SPA. A fixed path
 * (`/nonexistent-dist`) stops being one the day anything builds into it, and every unknown path
 * then answers with the SPA's page instead of 404: this one is inside a new temporary folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NO_DIST_DIR = join(mkdtempSync(join(tmpdir(), 'mkopo-no-dist-')), 'dist');
