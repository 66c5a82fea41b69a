/** KYC images on disk: DATA_DIR/uploads/kyc/<userId>/<fileId>.jpg, outside the web root. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dirOf = (dataDir: string, userId: number) => join(dataDir, 'uploads', 'kyc', String(userId));

export async function saveKycImage(
  dataDir: string,
  userId: number,
  fileId: string,
  jpeg: Buffer,
): Promise<void> {
  const dir = dirOf(dataDir, userId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, `${fileId}.jpg`), jpeg, { mode: 0o600 });
}

export function readKycImage(dataDir: string, userId: number, fileId: string): Promise<Buffer> {
  return readFile(join(dirOf(dataDir, userId), `${fileId}.jpg`));
}
