/**
 * `npm run schemas:check`: the checks the server runs on `schemas/` and `locales/<lang>/forms.json`, for
 * operations to run before they deploy. One line per finding (file, where, what), every one at once;
 * then every form that passes is rendered in every language with the real widgets, as the phone
 * renders it. Exits 1 when a file would be refused (the server would keep serving its last good
 * version).
 */
import { LOCALES_DIR, SCHEMAS_DIR } from '../src/server/forms/store';
import { checkSchemas } from './check-pack';
import { renderFindings } from './render-pack';

async function main(): Promise<void> {
  const findings = [
    ...checkSchemas(SCHEMAS_DIR, LOCALES_DIR),
    ...(await renderFindings(SCHEMAS_DIR, LOCALES_DIR)),
  ];
  const files = new Set(findings.filter((f) => f.level !== 'NOTE').map((f) => f.file));
  const refused = new Set(findings.filter((f) => f.level === 'REFUSED').map((f) => f.file));
  for (const f of findings) {
    if (f.level === 'ok' && refused.has(f.file)) continue;
    const where = f.at ? `  at ${f.at}` : '';
    console.log(`${f.level.padEnd(10)} ${f.file}${where}${f.message ? `: ${f.message}` : ''}`);
  }
  console.log(`${files.size} files checked, ${refused.size} refused.`);
  if (refused.size > 0) process.exit(1);
}

await main();
