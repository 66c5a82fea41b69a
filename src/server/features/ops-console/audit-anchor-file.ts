/**
 * The anchor file: DATA_DIR/audit-anchors.jsonl, appended to and never rewritten by the server.
 * Operations ship it (and the log lines saying the same) somewhere the database's owner cannot
 * write; `audit verify` reads it, or the shipped copy it is given.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anchorLine, parseAnchors, type AuditAnchor } from './audit-anchors';

export const ANCHOR_FILE = 'audit-anchors.jsonl';

export const anchorPath = (dataDir: string) => join(dataDir, ANCHOR_FILE);

export function appendAnchor(path: string, anchor: AuditAnchor): void {
  // One write of one short line with O_APPEND: servers sharing the folder never interleave.
  appendFileSync(path, anchorLine(anchor), { flag: 'a', mode: 0o640 });
}

/** The anchors of `path`, or null when there is no such file. */
export function readAnchors(path: string): ReturnType<typeof parseAnchors> | null {
  if (!existsSync(path)) return null;
  return parseAnchors(readFileSync(path, 'utf8'));
}

/** When the last anchor in `path` was written (ms), or undefined with none. */
export function lastAnchoredAt(path: string): number | undefined {
  const read = readAnchors(path);
  const last = read?.anchors.at(-1);
  return last ? Date.parse(last.at) : undefined;
}
