/** Builds the SPA once, so every browser test runs against what `npm start` serves. */
import { build } from 'vite';

export default async function setup(): Promise<void> {
  await build({ logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } });
}
