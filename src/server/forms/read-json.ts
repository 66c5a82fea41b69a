/**
 * Reads a JSON data file and, when it does not parse, says where in words a person can act on:
 * "line 12, column 5" instead of Node's character offset.
 */
import { readFileSync } from 'node:fs';

export type JsonRead = { ok: true; value: unknown; text: string } | { ok: false; message: string };

/** Line and column (both from 1) of a character offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** Parses `text`; a syntax error names its line and column. */
export function parseJson(text: string): JsonRead {
  try {
    return { ok: true, value: JSON.parse(text) as unknown, text };
  } catch (err) {
    const raw = (err as Error).message;
    const at = /position (\d+)/.exec(raw);
    const where = at ? lineColumn(text, Number(at[1])) : lineColumn(text, text.trimEnd().length); // "Unexpected end of JSON input"
    const what = raw
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/^Unexpected end.*/, 'the file ends too early');
    return {
      ok: false,
      message: `not valid JSON at line ${where.line}, column ${where.column}: ${what} (look for a missing comma, quote or bracket just before it)`,
    };
  }
}

/** Reads and parses a file; an unreadable file is a problem too. */
export function readJson(file: string): JsonRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { ok: false, message: 'the file cannot be read' };
  }
  return parseJson(text);
}
