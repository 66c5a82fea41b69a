/** Makes the embedded database's start dump (src/server/db/pglite-template.ts) at the path given. */
import { makeTemplate, templateFile } from '../src/server/db/pglite-template';

await makeTemplate(process.argv[2] ?? templateFile());
