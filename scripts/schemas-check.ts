/**
 * `npm run schemas:check`: the check the server runs on every form file at start and on change
 * (meta-schema, rule vocabulary, every key translated), for operations to run before they deploy.
 * Prints one line per problem (file, path, message) and exits 1 when any file is refused.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_NAMES, loadFormFile, readLocales, SCHEMAS_DIR } from '../src/server/forms/store';
import { readdirSync } from 'node:fs';
import { loadRecommendations } from '../src/server/features/loans/recommendations';

function main(): void {
  const locales = readLocales();
  let refused = 0;
  let checked = 0;
  for (const country of readdirSync(SCHEMAS_DIR, { withFileTypes: true })) {
    if (!country.isDirectory()) continue;
    for (const form of FORM_NAMES) {
      if (!existsSync(join(SCHEMAS_DIR, country.name, `${form}.json`))) continue;
      checked++;
      const file = `schemas/${country.name}/${form}.json`;
      const result = loadFormFile(SCHEMAS_DIR, country.name, form, locales);
      if ('form' in result) {
        console.log(`ok       ${file}  (hash ${result.form.hash})`);
        continue;
      }
      refused++;
      for (const p of result.problems)
        console.log(`REFUSED  ${file}  at ${p.path || '(file)'}: ${p.message}`);
    }
  }
  for (const country of readdirSync(SCHEMAS_DIR, { withFileTypes: true })) {
    if (
      !country.isDirectory() ||
      !existsSync(join(SCHEMAS_DIR, country.name, 'recommendations.json'))
    )
      continue;
    checked++;
    const file = `schemas/${country.name}/recommendations.json`;
    const result = loadRecommendations(SCHEMAS_DIR, country.name);
    if ('products' in result) {
      console.log(`ok       ${file}  (${result.products.length} products)`);
      continue;
    }
    refused++;
    for (const p of result.problems)
      console.log(`REFUSED  ${file}  at ${p.path || '(file)'}: ${p.message}`);
  }
  console.log(`${checked} files checked, ${refused} refused.`);
  if (refused > 0) process.exit(1);
}

main();
