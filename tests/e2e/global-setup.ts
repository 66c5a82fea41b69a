/**
 * Builds the SPA once, so every browser test runs against what `npm start` serves. E2E_DIST_DIR
 * lets several suites build side by side (default `dist`).
 */
import { build } from 'vite';
import { e2eDistDir } from './server';

export default async function setup(): Promise<void> {
  await build({ logLevel: 'warn', build: { outDir: e2eDistDir(), emptyOutDir: true } });
}
