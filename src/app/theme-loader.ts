/**
 * Which screens need the Mantine theme (src/app/themed.tsx), and its chunk. A visitor's Home is the
 * one screen without it; a borrower opening any other screen first, or Home signed in, downloads it
 * beside that screen's chunk rather than after it.
 */
import { getItem } from '../lib/storage';
import { pathOfHash } from './pages';

export const loadThemed = () => import('./themed');

/** Whether the screen at `path` uses Mantine. */
export function needsTheme(path: string, signedIn: boolean): boolean {
  return path !== '/' || signedIn;
}

/** Starts the theme's download at start-up when the first screen needs it. */
export function preloadThemeFor(hash: string): void {
  if (needsTheme(pathOfHash(hash), getItem('token') !== null))
    void loadThemed().catch(() => undefined);
}
