/**
 * The outside answers as named policy inputs (docs/decisions/0051-credit-outside-data.md). Each
 * source gives `<source>.outcome` (found, notFound, timeout, down, off, or noConsent for a bureau
 * never asked) and its facts, null unless found: a policy reads the outcome, or tests a fact
 * with `op: "unknown"`, to say what "could not say" means.
 */
import type { InputValue } from '../../domain/credit-policy';
import type { BureauReport, IdentityMatch, Looked, SimSwapAnswer } from '../../providers/outside';

export type OutsideSource = 'bureau' | 'identity' | 'sim';

/** Which sources a policy's inputs need. */
export function sourcesRead(names: Iterable<string>): Set<OutsideSource> {
  const out = new Set<OutsideSource>();
  for (const n of names) {
    const source = n.split('.')[0];
    if (source === 'bureau' || source === 'identity' || source === 'sim') out.add(source);
  }
  return out;
}

type Outcome = Looked<unknown>['kind'] | 'noConsent';

export function bureauInputs(
  looked: Looked<BureauReport> | { kind: 'noConsent' },
  name: string,
  consent: string | undefined,
): [string, InputValue][] {
  const facts = looked.kind === 'found' ? looked.facts : undefined;
  return [
    ['bureau.outcome', looked.kind satisfies Outcome],
    ['bureau.name', looked.kind === 'found' ? name : null],
    ['bureau.consent', consent ?? null],
    ['bureau.score', facts?.score ?? null],
    ['bureau.delinquencyCode', facts?.delinquencyCode ?? null],
  ];
}

export function identityInputs(looked: Looked<IdentityMatch>): [string, InputValue][] {
  const facts = looked.kind === 'found' ? looked.facts : undefined;
  return [
    ['identity.outcome', looked.kind],
    ['identity.nameMatches', facts?.nameMatches ?? null],
    ['identity.birthDateMatches', facts?.birthDateMatches ?? null],
  ];
}

export function simInputs(looked: Looked<SimSwapAnswer>): [string, InputValue][] {
  return [
    ['sim.outcome', looked.kind],
    ['sim.swappedRecently', looked.kind === 'found' ? looked.facts.swapped : null],
  ];
}
