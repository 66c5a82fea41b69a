/**
 * Generates TypeScript from the JSON Schemas of the API contract (docs/architecture.md §3):
 * - src/shared/contract/types.gen.ts: request/response types per endpoint and the EndpointTypes map;
 * - src/shared/contract/routes.gen.ts: method/path/auth per endpoint, without schemas, so the
 *   client ships the routing table and not the schemas;
 * - docs/api.md: the endpoint table, so the docs never drift from the contract;
 * - src/shared/data-files.gen.ts: the types of country.json, product.json and prizes.json from
 *   their JSON Schemas in schemas/_meta/;
 * - src/shared/countries.gen.ts from schemas/<country>/country.json (scripts/gen-countries.ts), first,
 *   because the contract's country, currency and wallet lists come from it.
 * `--check` exits 1 when a committed file differs from what would be generated.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generateCountries } from './gen-countries';
import { generateDataTypes } from './gen-data-types';
import { generateFormTypes } from './gen-forms';

/** Writes what changed (or, with --check, lists it). */
function write(files: Record<string, string>, check: boolean, stale: string[]): void {
  for (const [rel, text] of Object.entries(files)) {
    const path = resolve(rel);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === text) continue;
    if (check) stale.push(rel);
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  const countries = generateCountries();
  write(countries, check, stale);
  // Loaded only now, so the contract is built from the country lists just written.
  const { generateContractTypes: contractTypes } = await import('./gen-contract');
  const files = {
    ...(await contractTypes()),
    ...(await generateFormTypes()),
    ...(await generateDataTypes()),
  };
  write(files, check, stale);
  if (check && stale.length > 0) {
    console.error(`Generated files are stale; run npm run gen:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  if (!check)
    console.log(`Generated ${Object.keys(files).length + Object.keys(countries).length} files.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
