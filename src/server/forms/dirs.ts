/**
 * Where the data files live: `schemas/` and `locales/` at the repository root, or the folders
 * SCHEMAS_DIR and LOCALES_DIR name (a deployment's mounted volume, a test's own copy).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const env = process.env;
export const SCHEMAS_DIR = resolve(env.SCHEMAS_DIR || resolve(here, '../../../schemas'));
export const LOCALES_DIR = resolve(env.LOCALES_DIR || resolve(here, '../../../locales'));
