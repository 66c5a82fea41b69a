/**
 * Feedback images on disk: DATA_DIR/uploads/feedback/<userId>/<random>.<ext>. Names are made
 * here, never taken from the client, and each borrower has one folder so deletion erases it whole.
 * Receipts and repayment proofs show wallets and names: each file is sealed with the file keys,
 * bound to its stored name.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileKeyring, type FileKeyConfig } from '../../storage/file-keys';
import { openFile, sealFile } from '../../storage/sealed-file';

export function feedbackUploadDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'feedback');
}

/** Writes an image; returns its stored name (relative to the feedback upload folder). */
export async function saveImage(
  config: FileKeyConfig,
  userId: number,
  data: Buffer,
  ext: string,
): Promise<string> {
  const storedName = `${userId}/${randomBytes(16).toString('hex')}.${ext}`;
  const dir = feedbackUploadDir(config.dataDir);
  await mkdir(join(dir, String(userId)), { recursive: true, mode: 0o700 });
  const sealed = sealFile(data, fileKeyring(config), `feedback/${storedName}`);
  await writeFile(join(dir, storedName), sealed, { flag: 'wx', mode: 0o600 });
  return storedName;
}

export async function readImage(config: FileKeyConfig, storedName: string): Promise<Buffer> {
  const sealed = await readFile(join(feedbackUploadDir(config.dataDir), storedName));
  return openFile(sealed, fileKeyring(config), `feedback/${storedName}`);
}

/** Erases every feedback image of a borrower. */
export async function removeUserImages(dataDir: string, userId: number): Promise<void> {
  await rm(join(feedbackUploadDir(dataDir), String(userId)), { recursive: true, force: true });
}

/** Erases one image; a file already gone is not an error. */
export async function removeImage(dataDir: string, storedName: string): Promise<void> {
  await rm(join(feedbackUploadDir(dataDir), storedName), { force: true });
}
