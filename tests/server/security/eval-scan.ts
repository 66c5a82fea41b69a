/**
 * Finds code that turns strings into code (eval, new Function, Function("…"), string timers): the
 * CSP has no 'unsafe-eval', so any such call in a shipped chunk would fail on the phone.
 */
const PATTERNS: readonly RegExp[] = [
  /(?<![\w$.])eval\s*\(/g,
  /\bnew\s+Function\s*\(/g,
  /(?<![\w$.])(?<!new\s+)Function\s*\(\s*["'`]/g,
  /\bset(?:Timeout|Interval)\s*\(\s*["'`]/g,
];

/** Each place in `code` that evaluates a string, with a little context. */
export function stringEvaluations(code: string): string[] {
  return PATTERNS.flatMap((pattern) =>
    [...code.matchAll(pattern)].map((m) => code.slice(Math.max(0, m.index - 30), m.index + 40)),
  );
}
