/** The journal entry of a penalty waiver: the waived penalty leaves income and what is owed. */
import type { Entry } from '../../domain/journal';

export const waiverEntry = (amount: number): Entry => ({
  kind: 'waiver',
  lines: [
    { account: 'income:penalty', amount },
    { account: 'receivable:penalty', amount: -amount },
  ],
});
