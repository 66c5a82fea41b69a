/**
 * `DATA_DIR/server.json`: where the running server listens, so `npm run ops` on the same machine
 * can send its commands there instead of opening the database beside it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerFile {
  readonly pid: number;
  readonly port: number;
}

export const serverFilePath = (dataDir: string) => join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, port: number): () => void {
  const path = serverFilePath(dataDir);
  writeFileSync(path, JSON.stringify({ pid: process.pid, port }), { mode: 0o600 });
  return () => {
    if (readServerFile(dataDir)?.pid === process.pid) rmSync(path, { force: true });
  };
}

export function readServerFile(dataDir: string): ServerFile | undefined {
  try {
    const { pid, port } = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8')) as ServerFile;
    return Number.isSafeInteger(pid) && Number.isSafeInteger(port) ? { pid, port } : undefined;
  } catch {
    return undefined;
  }
}
