/**
 * The draw's prizes of a country, from `schemas/<cc>/prizes.json` through the form store: re-read
 * when the file changes, and a broken edit keeps the last good prizes (kept on disk, so also after
 * a restart), so the draw never fails because of a typo.
 */
import type { Prize } from '../../../shared/data-files.gen';
import { formStore } from '../../forms/registry';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const quiet: Log = { info: () => undefined, error: () => undefined };

/** The prizes of `country`; empty when it has no prizes file that ever passed the check. */
export function prizesOf(country: string, log: Log = quiet): readonly Prize[] {
  return formStore(log).prizes(country);
}
