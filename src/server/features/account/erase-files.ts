/**
 * Erases a borrower's uploaded files. Every upload area keeps one folder per borrower,
 * DATA_DIR/uploads/<area>/<userId>/ (feedback images, ID and face photos), so deletion removes
 * that folder in every area without knowing each feature.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

export async function eraseUserFiles(dataDir: string, userId: number): Promise<void> {
  const root = join(dataDir, 'uploads');
  const areas = await readdir(root, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    areas
      .filter((area) => area.isDirectory())
      .map((area) => rm(join(root, area.name, String(userId)), { recursive: true, force: true })),
  );
}
