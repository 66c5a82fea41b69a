/**
 * KYC images on disk: DATA_DIR/uploads/kyc/<userId>/<fileId>.jpg, outside the web root, sealed
 * with the file keys (storage/sealed-file.ts): an ID or a face is never a plain file.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileKeyring, type FileKeyConfig } from '../../storage/file-keys';
import { openFile, sealFile } from '../../storage/sealed-file';

const dirOf = (dataDir: string, userId: number) => join(dataDir, 'uploads', 'kyc', String(userId));

/** Where a file is, as its seal is bound to it: a file moved to another folder does not open. */
const contextOf = (userId: number, fileId: string) => `kyc/${userId}/${fileId}`;

export async function saveKycImage(
  config: FileKeyConfig,
  userId: number,
  fileId: string,
  jpeg: Buffer,
): Promise<void> {
  const dir = dirOf(config.dataDir, userId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const sealed = sealFile(jpeg, fileKeyring(config), contextOf(userId, fileId));
  await writeFile(join(dir, `${fileId}.jpg`), sealed, { mode: 0o600 });
}

export async function readKycImage(
  config: FileKeyConfig,
  userId: number,
  fileId: string,
): Promise<Buffer> {
  const sealed = await readFile(join(dirOf(config.dataDir, userId), `${fileId}.jpg`));
  return openFile(sealed, fileKeyring(config), contextOf(userId, fileId));
}
