/**
 * Feedback images on disk: DATA_DIR/uploads/feedback/<userId>/<random>.<ext>. Names are made
 * here, never taken from the client, and each borrower has one folder so deletion erases it whole.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export function feedbackUploadDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'feedback');
}

/** Writes an image; returns its stored name (relative to the feedback upload folder). */
export async function saveImage(
  dataDir: string,
  userId: number,
  data: Buffer,
  ext: string,
): Promise<string> {
  const storedName = `${userId}/${randomBytes(16).toString('hex')}.${ext}`;
  await mkdir(join(feedbackUploadDir(dataDir), String(userId)), { recursive: true });
  await writeFile(join(feedbackUploadDir(dataDir), storedName), data, { flag: 'wx' });
  return storedName;
}

export function readImage(dataDir: string, storedName: string): Promise<Buffer> {
  return readFile(join(feedbackUploadDir(dataDir), storedName));
}

/** Erases every feedback image of a borrower. */
export async function removeUserImages(dataDir: string, userId: number): Promise<void> {
  await rm(join(feedbackUploadDir(dataDir), String(userId)), { recursive: true, force: true });
}

/** Erases one image; a file already gone is not an error. */
export async function removeImage(dataDir: string, storedName: string): Promise<void> {
  await rm(join(feedbackUploadDir(dataDir), storedName), { force: true });
}
