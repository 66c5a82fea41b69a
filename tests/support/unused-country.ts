/**
 * A country code no folder of `schemas/` has, for tests that need "a country we do not serve":
 * naming a real one (Uganda, Rwanda) would break them the day operations add it with
 * `npm run country:new`. The codes ISO 3166 leaves to users (AA, QM–QZ, XA–XZ, ZZ) come first, so
 * no real country is taken; any folder added later is skipped.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const USER_ASSIGNED = [
  'AA',
  ...Array.from({ length: 14 }, (_, i) => `Q${String.fromCharCode(77 + i)}`),
  ...Array.from({ length: 26 }, (_, i) => `X${String.fromCharCode(65 + i)}`),
  'ZZ',
];

/** The first user-assigned code with no folder in `schemasDir`, other than those in `skip`. */
export function unusedCountryCode(schemasDir = 'schemas', skip: readonly string[] = []): string {
  const code = USER_ASSIGNED.find(
    (c) => !skip.includes(c) && !existsSync(join(schemasDir, c.toLowerCase())),
  );
  if (!code) throw new Error(`every user-assigned country code has a folder in ${schemasDir}`);
  return code;
}
