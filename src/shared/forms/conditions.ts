/** Evaluates a rule-language condition (docs/architecture.md §5) against form data. Pure. */
import type { Condition, FormData } from './types';

export const OPERATORS = ['filled', 'eq', 'in', 'all', 'any', 'not'] as const;

export function holds(cond: Condition, data: FormData): boolean {
  if ('filled' in cond) return (data[cond.filled] ?? '') !== '';
  if ('eq' in cond) return data[cond.eq[0]] === cond.eq[1];
  if ('in' in cond) return cond.in[1].includes(data[cond.in[0]] ?? '');
  if ('all' in cond) return cond.all.every((c) => holds(c, data));
  if ('any' in cond) return cond.any.some((c) => holds(c, data));
  return !holds(cond.not, data);
}

/** The fields a condition reads, for the vocabulary check. */
export function fieldsOf(cond: Condition): string[] {
  if ('filled' in cond) return [cond.filled];
  if ('eq' in cond) return [cond.eq[0]];
  if ('in' in cond) return [cond.in[0]];
  if ('all' in cond) return cond.all.flatMap(fieldsOf);
  if ('any' in cond) return cond.any.flatMap(fieldsOf);
  return fieldsOf(cond.not);
}
