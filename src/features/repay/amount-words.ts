/**
 * What the repayment field says of a typed amount it refuses, in the spec's words for a currency
 * without decimals ("Minimum input 1000 shillings", "please enter an integer amount"): one
 * template per message, the currency's word and the minimum from the country's data, so a
 * country added by data reads its own currency in the same sentence.
 */
import type { Country } from '../../shared/countries';
import { currencyWord } from '../../shared/currency-word';
import { formatMinorUnits } from '../../shared/minor-units';
import type { RepayAmountProblem } from './repay-amount';

export interface AmountFacts {
  readonly country: Country;
  readonly lang: string;
  readonly minorUnits: number;
  /** The smallest repayment accepted, in minor units. */
  readonly min: number;
}

/** The words to show: a key of the repay or errors namespace and its values. */
export type AmountWords =
  | { readonly key: 'repay:detail.amountRequired' | 'repay:detail.notInteger' }
  | {
      readonly key: 'repay:detail.belowMinimum';
      readonly values: { readonly min: string; readonly currencyWord: string };
    }
  | { readonly key: `errors:${Exclude<RepayAmountProblem, 'amountRequired'>}` };

export function amountProblemWords(problem: RepayAmountProblem, facts: AmountFacts): AmountWords {
  if (problem === 'amountRequired') return { key: 'repay:detail.amountRequired' };
  if (problem === 'amountBelowMinimum')
    return {
      key: 'repay:detail.belowMinimum',
      values: {
        // As typed, without group separators: "1000", as the spec writes it.
        min: formatMinorUnits(facts.min, facts.minorUnits).replace(/,/g, ''),
        currencyWord: currencyWord(facts.country, facts.lang),
      },
    };
  if (problem === 'amountNotInteger' && facts.minorUnits === 0)
    return { key: 'repay:detail.notInteger' };
  return { key: `errors:${problem}` };
}
