/** The cross-field rules of a form file that JSON Schema cannot say (§5). Pure; `now` is given. */
import type { FieldError, FormData, FormRules, RuleContext } from './types';

/** A DD-MM-YYYY string as a UTC date, or null when it is not a real calendar date. */
export function parseDayMonthYear(text: string): Date | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  return m ? realDate(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

function realDate(year: number, month: number, day: number): Date | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
    ? d
    : null;
}

/** The YYYYMMDD date the first 8 digits of a number spell, or null. */
export function datePrefix(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text.replace(/\D/g, ''));
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function yearsBefore(now: number, years: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate());
}

const lastNine = (phone: string) => phone.replace(/\D/g, '').slice(-9);

/** Errors and warnings of the rules, for visible, filled fields without a schema error. */
export function ruleErrors(
  rules: FormRules,
  data: FormData,
  ctx: RuleContext,
  open: (field: string) => boolean,
): { errors: FieldError[]; warnings: FieldError[] } {
  const errors: FieldError[] = [];
  const warnings: FieldError[] = [];
  const ready = (f: string) => open(f) && (data[f] ?? '') !== '';
  for (const rule of rules.differ ?? []) {
    const [a, b] = rule.fields;
    if (!ready(a) || !ready(b)) continue;
    const norm = rule.compare === 'phone' ? lastNine : (s: string) => s.trim().toLowerCase();
    if (norm(data[a] ?? '') === norm(data[b] ?? '')) errors.push({ field: b, key: rule.key });
  }
  const own = rules.notLoginPhone;
  if (own && ctx.loginPhone) {
    for (const f of own.fields) {
      if (ready(f) && lastNine(data[f] ?? '') === lastNine(ctx.loginPhone))
        errors.push({ field: f, key: own.key });
    }
  }
  const age = rules.dateAge;
  if (age && ready(age.field)) {
    const date = parseDayMonthYear(data[age.field] ?? '');
    const t = date?.getTime() ?? NaN;
    if (!(t <= yearsBefore(ctx.now, age.minYears) && t >= yearsBefore(ctx.now, age.maxYears))) {
      errors.push({ field: age.field, key: age.key });
    }
  }
  const prefix = rules.datePrefix;
  if (prefix && ready(prefix.field) && !datePrefix(data[prefix.field] ?? '')) {
    errors.push({ field: prefix.field, key: prefix.key });
  }
  const match = rules.datePrefixMatches;
  if (match && ready(match.field) && ready(match.date)) {
    const a = datePrefix(data[match.field] ?? '');
    const b = parseDayMonthYear(data[match.date] ?? '');
    if (a && b && a.getTime() !== b.getTime())
      warnings.push({ field: match.field, key: match.key });
  }
  return { errors, warnings };
}
