/**
 * Borrower flags staff put on an account and what each does, as one table: a flag's
 * effect is looked up here, never decided where it is used. Kenya's rules for digital lenders
 * forbid contacting anyone who asked not to be, and a deceased borrower's family is not a debtor.
 */
export const BORROWER_FLAG_KINDS = ['fraud', 'deceased', 'dispute', 'doNotContact'] as const;
export type BorrowerFlagKind = (typeof BORROWER_FLAG_KINDS)[number];

/** noNewLoans: apply is refused; noContact: no reminder or collections message; noBureau: never listed. */
export type FlagEffect = 'noNewLoans' | 'noContact' | 'noBureau';

export const FLAG_EFFECTS: Readonly<Record<BorrowerFlagKind, readonly FlagEffect[]>> = {
  fraud: ['noNewLoans'],
  deceased: ['noNewLoans', 'noContact', 'noBureau'],
  dispute: ['noBureau'],
  doNotContact: ['noContact'],
};

export function isFlagKind(value: unknown): value is BorrowerFlagKind {
  return typeof value === 'string' && (BORROWER_FLAG_KINDS as readonly string[]).includes(value);
}

/** The flag kinds that carry `effect`. */
export function kindsWith(effect: FlagEffect): BorrowerFlagKind[] {
  return BORROWER_FLAG_KINDS.filter((kind) => FLAG_EFFECTS[kind].includes(effect));
}

/** Whether any of the live `kinds` carries `effect`. */
export function hasEffect(kinds: readonly BorrowerFlagKind[], effect: FlagEffect): boolean {
  return kinds.some((kind) => FLAG_EFFECTS[kind].includes(effect));
}
