/**
 * Operations commands on the server's own configuration (same environment variables as
 * `npm start`): `npm run ops -- feedback ... | clock ...` (see src/server/ops/commands.ts).
 *
 * When a server runs on this DATA_DIR the command is sent to it (its local operations endpoint),
 * so nothing writes behind its back; the embedded database has one writer. Otherwise the command
 * opens the database itself, holding the same lock a server would.
 */
import { readFileSync } from 'node:fs';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateAsOwner } from '../src/server/db/migrate-as-owner';
import { DatabaseBusyError, processAlive } from '../src/server/db/folder-lock';
import { openSandboxClock } from '../src/server/features/sandbox/clock';
import { OPS_PATH, OPS_SECRET_HEADER, opsSecretPath } from '../src/server/ops/admin-endpoint';
import { runOpsCommand } from '../src/server/ops/commands';
import { readServerFile } from '../src/server/ops/server-file';

const print = (line: string) => console.log(line);

/** Sends the command to the running server; undefined when none answers. */
async function viaServer(config: AppConfig, args: readonly string[]): Promise<number | undefined> {
  const server = readServerFile(config.dataDir);
  if (!server || !processAlive(server.pid)) return undefined;
  const secret = readFileSync(opsSecretPath(config.dataDir), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${server.port}${OPS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_SECRET_HEADER]: secret },
    body: JSON.stringify({ args }),
  }).catch(() => undefined);
  if (!response) return undefined;
  if (!response.ok) {
    print(`refused by the running server (HTTP ${response.status})`);
    return 1;
  }
  const { exitCode, output } = (await response.json()) as { exitCode: number; output: string[] };
  output.forEach(print);
  return exitCode;
}

async function direct(config: AppConfig, args: readonly string[]): Promise<number> {
  const database = await openDatabase(config);
  try {
    await migrateAsOwner(config, database);
    const sandboxClock = config.sandbox
      ? await openSandboxClock(database.db, Date.now, 0)
      : undefined;
    return await runOpsCommand(
      { db: database.db, clock: sandboxClock?.now ?? Date.now, config, sandboxClock },
      args,
      print,
    );
  } finally {
    await database.close();
  }
}

async function main(args: readonly string[]): Promise<number> {
  const config = loadConfig();
  try {
    return (await viaServer(config, args)) ?? (await direct(config, args));
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
