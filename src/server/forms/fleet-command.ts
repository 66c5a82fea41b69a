/**
 * `npm run ops -- forms publish [--by <name>]`: publishes SCHEMAS_DIR and LOCALES_DIR as the
 * fleet's next version of the data files (decision 0043), for a fleet whose servers all follow
 * and none publishes. The files are checked first as a server checks them, and each refusal is
 * printed: a broken file is still published (the folders are the operator's truth), and every
 * server refuses it alike and keeps its last good version. Takes its dependencies' shapes from
 * ServerDeps, so this module and commands.ts (which lists it) do not import each other.
 */
import { hostname, userInfo } from 'node:os';
import type { ServerDeps } from '../types';
import { LOCALES_DIR, SCHEMAS_DIR } from './dirs';
import { readFolders } from './fleet-folders';
import { publishVersion } from './fleet-repo';
import { FormStore } from './store';

export const FORMS_USAGE =
  "forms publish [--by <name>]: publishes the schemas and locales folders as the fleet's next version of the data files";

const quiet = { info: () => undefined, error: () => undefined };

export async function runFormsCommand(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  args: readonly string[],
  print: (line: string) => void,
): Promise<number> {
  if (args[0] !== 'publish') {
    print(`npm run ops -- ${FORMS_USAGE}`);
    return 2;
  }
  const at = args.indexOf('--by');
  const by = (at >= 0 ? args[at + 1] : undefined) ?? `${userInfo().username}@${hostname()}`;
  const report = new FormStore(SCHEMAS_DIR, quiet, { localesDir: LOCALES_DIR }).reload();
  for (const { file, problems } of report)
    for (const p of problems)
      print(`${file} refused at ${p.path || '(the whole file)'}: ${p.message}`);
  const folders = { schemasDir: SCHEMAS_DIR, localesDir: LOCALES_DIR };
  const { version, fresh } = await publishVersion(
    deps.db,
    readFolders(folders),
    by,
    new Date(deps.clock()),
  );
  print(
    fresh
      ? `published version ${version.version} (${version.digest}) by ${by}`
      : `version ${version.version} (${version.digest}) holds these files already: nothing published`,
  );
  if (report.length > 0)
    print('every server refuses the files above and keeps serving their last good version');
  return 0;
}
