/**
 * Operations commands on the server's own configuration and database (same environment
 * variables as `npm start`): `npm run ops -- feedback list|show <id>|reply <id> "<text>"|status <id> <1-4>`.
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { FEEDBACK_USAGE, runFeedbackCommand } from '../src/server/features/feedback/ops-command';

async function main(args: readonly string[]): Promise<number> {
  const [area, ...rest] = args;
  if (area !== 'feedback') {
    console.log(FEEDBACK_USAGE);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    // The wall clock is the injectable clock's source outside tests.
    return await runFeedbackCommand({ db: database.db, clock: Date.now }, rest, (line) =>
      console.log(line),
    );
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
