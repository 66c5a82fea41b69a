/**
 * A build folder that cannot exist, for servers under test that serve no SPA. A fixed path
 * (`/nonexistent-dist`) stops being one the day anything builds into it, and every unknown path
 * then answers with the SPA's page instead of 404. A folder inside a file (Node's own binary) can
 * never be made, so nothing builds into it by mistake and no temporary folder is left behind.
 */
import { join } from 'node:path';

export const NO_DIST_DIR = join(process.execPath, 'dist');
