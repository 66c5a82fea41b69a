/**
 * One version of the data files for the whole fleet (decision 0043). A publishing server looks
 * at its folders every second and publishes each change to PostgreSQL; a following server hears
 * of a new version on the "pack_published" channel (and asks every FLEET_PACK_POLL_SECONDS, so a
 * notice lost with its connection costs seconds), writes it into its own folders and reloads its
 * form store. The store checks the files as it checks an edit on disk: a broken file is refused
 * the same way on every server, and each keeps its last good version of that country's pack.
 */
import { hostname } from 'node:os';
import pg from 'pg';
import type { Db } from '../db/client';
import type { FleetPackConfig, FleetPackMode } from './fleet-config';
import { folderStamp, readFolders, writeFolders, type PackFolders } from './fleet-folders';
import { newestVersion, publishVersion, textsAt, type PackVersion } from './fleet-repo';
import type { FileState } from './file-versions';

export const PACK_PUBLISHED_CHANNEL = 'pack_published';
/** How often a publisher looks for a change under its folders (a stat of each file). */
const PUBLISH_LOOK_MS = 1_000;
/** How many versions back a starting follower looks for one that was whole. */
const WALK_BACK = 20;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What `/readyz` shows of the data files: which version this server serves. */
export interface FleetPackStatus {
  readonly mode: FleetPackMode;
  /** The fleet version this server's folders hold; null: none published or read yet. */
  readonly version: number | null;
  readonly digest: string | null;
  readonly publishedAt: string | null;
  readonly publishedBy: string | null;
  /** Files whose version is refused: their last good version stays served. */
  readonly refused: readonly string[];
}

export interface FleetPack {
  status(): FleetPackStatus;
  /** Publishes or reads the newest version now (a publisher: its folders as they are). */
  syncNow(): Promise<void>;
  stop(): Promise<void>;
}

export interface FleetPackDeps {
  readonly db: Db;
  readonly databaseUrl: string;
  readonly config: FleetPackConfig;
  readonly folders: PackFolders;
  readonly store: { reload(): unknown; files(): FileState[] };
  readonly log: Log;
}

/** Starts sharing; resolves after the first publish or read (or its failure, logged). */
export async function startFleetPack(deps: FleetPackDeps): Promise<FleetPack> {
  const { db, config, folders, store, log } = deps;
  let held: PackVersion | undefined;
  let stamp = '';
  let running: Promise<void> | undefined;
  let again = false;

  const publish = async () => {
    const now = folderStamp(folders);
    if (now === stamp && held) return;
    const by = `${hostname()} pid ${process.pid}`;
    const { version, fresh } = await publishVersion(db, readFolders(folders), by, new Date());
    stamp = now;
    held = version;
    if (fresh)
      log.info({ version: version.version, digest: version.digest }, 'data files published');
  };
  const apply = async (version: number) => {
    const changed = writeFolders(folders, await textsAt(db, version));
    store.reload();
    return changed;
  };
  const follow = async () => {
    const newest = await newestVersion(db);
    if (!newest || newest.version === held?.version) return;
    let changed = await apply(newest.version);
    // A server that held nothing of the fleet's yet (a new or recreated container) and finds a
    // refused file in the newest version takes the newest version that was whole first, so it
    // keeps the last good pack its peers keep, not the copy its image came with.
    if (!held && refusedNow().length > 0) {
      await takeLastWhole(newest.version);
      changed = [...new Set([...changed, ...(await apply(newest.version))])];
    }
    held = newest;
    log.info(
      { version: newest.version, digest: newest.digest, by: newest.publishedBy, changed },
      `data files of version ${newest.version} served`,
    );
  };
  const refusedNow = () =>
    store
      .files()
      .filter((f) => f.refused.length > 0)
      .map((f) => f.file);
  /** Applies older versions, newest first, until one passes whole (or none is left to try). */
  const takeLastWhole = async (newest: number) => {
    for (let version = newest - 1; version >= Math.max(1, newest - WALK_BACK); version--) {
      await apply(version);
      if (refusedNow().length === 0) return;
    }
  };
  const once = config.mode === 'publish' ? publish : follow;
  // One at a time; a notice during a run asks for one more run after it.
  const syncNow = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await once();
        } catch (error) {
          log.error({ err: error }, 'data files not shared this time; trying again shortly');
        }
      } while (again);
    })();
    await running;
    running = undefined;
  };

  const listener = config.mode === 'follow' ? notices(deps.databaseUrl, syncNow, log) : undefined;
  await listener?.connect();
  await syncNow();
  const timer = setInterval(
    () => {
      void listener?.connect();
      void syncNow();
    },
    config.mode === 'publish' ? PUBLISH_LOOK_MS : config.pollMs,
  );
  timer.unref();

  return {
    syncNow,
    status: () => ({
      mode: config.mode,
      version: held?.version ?? null,
      digest: held?.digest ?? null,
      publishedAt: held?.publishedAt.toISOString() ?? null,
      publishedBy: held?.publishedBy ?? null,
      refused: refusedNow(),
    }),
    stop: async () => {
      clearInterval(timer);
      await running;
      await listener?.close();
    },
  };
}

/** A LISTEN connection that `connect` (re)opens when it is not open; the poll calls it. */
function notices(url: string, onNotice: () => Promise<void>, log: Log) {
  let client: pg.Client | undefined;
  let opening = false;
  return {
    async connect(): Promise<void> {
      if (client || opening) return;
      opening = true;
      const next = new pg.Client({ connectionString: url });
      // A dropped connection (a PostgreSQL restart) is reopened by the next poll.
      next.on('error', (error) => {
        if (client === next) client = undefined;
        log.error({ err: error }, 'data file notices lost their connection; polling meanwhile');
        void next.end().catch(() => undefined);
      });
      next.on('notification', () => void onNotice());
      try {
        await next.connect();
        await next.query(`listen ${PACK_PUBLISHED_CHANNEL}`);
        client = next;
      } catch {
        void next.end().catch(() => undefined);
      } finally {
        opening = false;
      }
    },
    async close(): Promise<void> {
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
