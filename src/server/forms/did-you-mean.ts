/**
 * "Did you mean …" for a misspelt name in a data file: the closest known name by edit distance,
 * when it is close enough to be a likely typo.
 */

/** Levenshtein distance, case-insensitive (a capital is rarely the mistake that matters). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      next.push(Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost));
    }
    row = next;
  }
  return row[y.length] ?? 0;
}

/** The known name `name` is likely a slip or a typo of; undefined when none is close. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  // A shortened name ("industry" for "industryCategory") is as likely a slip as a typo.
  const lower = name.toLowerCase();
  const longer = known.find((k) => lower.length >= 4 && k.toLowerCase().startsWith(lower));
  if (longer) return longer;
  const best = known.map((k) => ({ k, d: distance(name, k) })).sort((p, q) => p.d - q.d)[0];
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.k : undefined;
}

/** ` (did you mean "x"?)`, or ` (known: a, b, c)` when nothing is close; '' when nothing is known. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const list = [...known];
  if (list.length === 0) return '';
  const close = closestName(name, list);
  if (close !== undefined) return ` (did you mean "${close}"?)`;
  return list.length <= 12 ? ` (known: ${list.join(', ')})` : '';
}

/**
 * A problem's path as a person reads it: entries counted from 1.
 * `rules.resets.employmentType[0]` → `rules › resets › employmentType › entry 1`.
 */
export function readablePath(path: string): string {
  if (path === '') return '(whole file)';
  return path
    .replace(/\[(\d+)\]/g, (_, n: string) => `.entry ${Number(n) + 1}`)
    .split('.')
    .join(' › ');
}
