/**
 * The Kenyan bureau file's layout from its data file (schemas/_bureau/cis-mobile.json, under
 * SCHEMAS_DIR like the country files), read again whenever the file changes: a correction applies
 * to the next file produced, with no build and no restart.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseCisLayout, type CisLayout } from '../../domain/bureau/cis-layout';
import { SCHEMAS_DIR } from '../../forms/dirs';

export const CIS_LAYOUT_FILE = join(SCHEMAS_DIR, '_bureau', 'cis-mobile.json');

let cached: { path: string; mtimeMs: number; layout: CisLayout } | undefined;

/** The layout as the file says now; throws (naming where and why) on a file the writer cannot follow. */
export function cisLayout(path = CIS_LAYOUT_FILE): CisLayout {
  const { mtimeMs } = statSync(path);
  if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.layout;
  const layout = parseCisLayout(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  cached = { path, mtimeMs, layout };
  return layout;
}
