/**
 * Seeded randomness for the sandbox rails: a number in [0, 100) from a seed and a label, so the
 * same payment always behaves the same way in a test, whatever order things happen in.
 */
import { createHash } from 'node:crypto';

/** A percentile in [0, 100) derived from `seed` and `label`. */
export function percentile(seed: string, label: string): number {
  const digest = createHash('sha256').update(`${seed}\u0000${label}`).digest();
  return digest.readUInt32BE(0) % 100;
}
