/** What the outbox keeps of a message's values (sealed) and the job of its next attempt. */
import type { Db } from '../../db/client';
import { schedule } from '../../jobs/queue';
import { fileKeyring } from '../../storage/file-keys';
import { openFile, sealFile } from '../../storage/sealed-file';
import type { ServerDeps } from '../../types';

type WriteDeps = Pick<ServerDeps, 'config'>;

const context = (key: string) => `sms:${key}`;

/** The values sealed for the row with this key (AES-256-GCM under the file key, bound to the key). */
export function sealValues(deps: WriteDeps, key: string, values: Readonly<Record<string, string>>) {
  const plain = Buffer.from(JSON.stringify(values), 'utf8');
  return sealFile(plain, fileKeyring(deps.config), context(key)).toString('base64');
}

export function openValues(deps: WriteDeps, key: string, sealed: string): Record<string, string> {
  const plain = openFile(Buffer.from(sealed, 'base64'), fileKeyring(deps.config), context(key));
  return JSON.parse(plain.toString('utf8')) as Record<string, string>;
}

/**
 * The job that makes attempt `attempts + 1` of a message at `runAt`. Keyed by both: a message held
 * by quiet hours gets a new job for the same attempt, while a repeat of one schedule is a no-op.
 */
export async function scheduleAttempt(db: Db, id: number, attempts: number, runAt: number) {
  await schedule(db, {
    kind: 'sms',
    key: `sms:${id}:${attempts}:${runAt}`,
    runAt,
    payload: { outboxId: id },
  });
}
