/**
 * Which policy decides a borrower when a challenger runs (decision 0049): a stable hash of the
 * country and the borrower, so the same borrower meets the same policy on every application and
 * the share is the same whatever order applications come in.
 */

export type Arm = 'champion' | 'challenger';

/** FNV-1a over the text, then murmur3's finaliser so neighbouring ids spread evenly. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The borrower's place in 0..9999, the same every time. */
export function borrowerBucket(country: string, userId: number): number {
  return hash32(`${country.toUpperCase()}:${userId}`) % 10_000;
}

export function armOf(country: string, userId: number, sharePercent: number | undefined): Arm {
  if (!sharePercent) return 'champion';
  return borrowerBucket(country, userId) < sharePercent * 100 ? 'challenger' : 'champion';
}
