/** Where the data files live: `schemas/` and `locales/` at the repository root. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
export const SCHEMAS_DIR = resolve(here, '../../../schemas');
export const LOCALES_DIR = resolve(here, '../../../locales');
