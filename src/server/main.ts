/** `npm start`: config, the SPA build if missing, the database and its migrations, then listen. */
import pino from 'pino';
import { buildApp } from './app';
import { ensureSpaBuilt } from './build-spa';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseBusyError } from './db/folder-lock';
import { loggerOptions } from './logger';
import { writeServerFile } from './ops/server-file';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  // `npm run dev` serves the SPA from Vite with hot reload; only `npm start` needs a build.
  if (process.env.NODE_ENV !== 'development') {
    try {
      await ensureSpaBuilt(config.distDir, log);
    } catch (error) {
      // The API still works without the web app; say so instead of refusing to start.
      log.error({ err: error }, 'web app build failed; serving the API only');
    }
  }
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { db: database.db });

  let closing = false;
  let forgetServerFile = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    forgetServerFile();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  forgetServerFile = writeServerFile(
    config.dataDir,
    typeof address === 'object' && address ? address.port : config.port,
  );
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  app.log.info(
    { database: database.kind, sandbox: config.sandbox },
    `${config.appName} listening on http://${shown}:${config.port}${config.sandbox ? ` (sandbox SMS: http://${shown}:${config.port}/sandbox/sms)` : ''}`,
  );
}

main().catch((error: unknown) => {
  // A refusal we can explain (the database folder is held) needs no stack trace.
  console.error(error instanceof DatabaseBusyError ? error.message : error);
  process.exit(1);
});
