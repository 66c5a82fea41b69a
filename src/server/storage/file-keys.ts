/**
 * The keys that seal uploaded files: FILE_KEYS from configuration, or, when none is configured
 * (`npm start`, tests), a development key generated once in DATA_DIR/file-key with mode 0600.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import type { FileKeyring } from './sealed-file';

export type FileKeyConfig = Pick<AppConfig, 'dataDir' | 'fileKeys' | 'fileKeyId'>;

export const DEV_KEY_ID = 'dev';

function devKey(dataDir: string): Buffer {
  const path = join(dataDir, 'file-key');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} must hold a base64 key of 32 bytes`);
  return key;
}

const rings = new Map<string, FileKeyring>();

/** The keyring for this configuration (read once per data folder and key set). */
export function fileKeyring(config: FileKeyConfig): FileKeyring {
  const cacheKey = `${config.dataDir}\0${config.fileKeyId ?? ''}\0${config.fileKeys.map((k) => `${k.id}:${k.key.toString('base64')}`).join(',')}`;
  const cached = rings.get(cacheKey);
  if (cached) return cached;
  const first = config.fileKeys[0];
  const ring: FileKeyring = first
    ? {
        current: config.fileKeyId ?? first.id,
        keys: new Map(config.fileKeys.map((k) => [k.id, k.key])),
      }
    : { current: DEV_KEY_ID, keys: new Map([[DEV_KEY_ID, devKey(config.dataDir)]]) };
  rings.set(cacheKey, ring);
  return ring;
}
