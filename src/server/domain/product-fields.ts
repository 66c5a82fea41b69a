/**
 * Reading one field of a product file with its rule, so `parseProduct` can name every field at
 * fault. Amounts are written in the currency's units (50, 10.5) and read as minor units
 * (src/shared/minor-units.ts); rates are percent and read as basis points.
 */
import { formatMinorUnits, toMinorUnits } from '../../shared/minor-units';

export type Raw = Record<string, unknown>;

export class FieldReader {
  constructor(
    private readonly file: string,
    private readonly raw: Raw,
    /** Decimal places of the country's currency. */
    private readonly minorUnits = 0,
  ) {}

  fail(field: string, rule: string): never {
    throw new Error(`${this.file}: field "${field}" ${rule}`);
  }

  int(field: string, min: number, max: number, from: Raw = this.raw, label = field): number {
    const v = from[field];
    if (typeof v !== 'number' || !Number.isSafeInteger(v))
      this.fail(label, 'must be a whole number');
    if (v < min || v > max) this.fail(label, `must be between ${min} and ${max}, got ${v}`);
    return v;
  }

  /**
   * An amount in the currency's units as minor units, between `min` and `max` (minor units);
   * the message speaks the currency's units, as the file is written.
   */
  money(field: string, min: number, max: number, from: Raw = this.raw, label = field): number {
    const v = from[field];
    const units = (n: number) => formatMinorUnits(n, this.minorUnits).replace(/,/g, '');
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(label, 'must be an amount');
    const minor = toMinorUnits(v, this.minorUnits);
    if (minor === null)
      this.fail(
        label,
        this.minorUnits === 0
          ? 'must be a whole number (the currency has no decimals)'
          : `may have at most ${this.minorUnits} decimals (the currency's minorUnits)`,
      );
    if (minor < min || minor > max)
      this.fail(label, `must be between ${units(min)} and ${units(max)}, got ${v}`);
    return minor;
  }

  /** A percentage as basis points; at most two decimals so it converts exactly. */
  bp(field: string, maxBp: number, why = 'the spec'): number {
    const v = this.raw[field];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      this.fail(field, 'must be a non-negative percent');
    const bp = Math.round(v * 100);
    if (Math.abs(bp - v * 100) > 1e-9) this.fail(field, 'may have at most two decimals');
    if (bp > maxBp) this.fail(field, `is ${v} %, above the cap of ${maxBp / 100} % (${why})`);
    return bp;
  }

  text(field: string, allowed?: readonly string[]): string {
    const v = this.raw[field];
    if (typeof v !== 'string' || v.trim() === '') this.fail(field, 'must be a non-empty text');
    if (allowed && !allowed.includes(v)) this.fail(field, `must be one of ${allowed.join(', ')}`);
    return v;
  }
}

/** One thing wrong in a product file: the field (as `ladder[0].limit`; '' for the whole file). */
export interface ProductProblem {
  readonly path: string;
  readonly message: string;
}

export function problemOf(file: string, error: unknown): ProductProblem {
  const text = (error as Error).message.replace(`${file}: `, '');
  const field = /^field "([^"]+)" (.*)$/s.exec(text);
  return field ? { path: field[1] ?? '', message: field[2] ?? text } : { path: '', message: text };
}

/** A refused product file with every problem found; its message names the first and the count. */
export class ProductError extends Error {
  constructor(
    file: string,
    readonly problems: readonly ProductProblem[],
  ) {
    const [first] = problems;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem(s))` : '';
    super(
      `${file}: ${first?.path ? `field "${first.path}" ` : ''}${first?.message ?? 'is refused'}${more}`,
    );
  }
}
