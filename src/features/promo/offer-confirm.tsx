/**
 * /yx2ConfirmBorrow: the offer a visitor confirms before signing in: range and the plain terms,
 * whose rates are the visitor's country's product's (no tax named where its fee has none).
 */
import { useEffect, useState } from 'react';
import { AmountCard } from './amount-card';
import { checkAmount, type AmountRange } from './check-amount';
import type { Translate } from './promo-i18n';
import { nextStep } from './next-step';
import { usePromo } from './promo-context';

/** The plain terms; those with a rate only once the product's rates are known. */
export function offerTerms(t: Translate, rates: AmountRange['rates']): string[] {
  if (!rates) return [t('confirm.terms.limit')];
  return [
    rates.feeTaxRate > 0
      ? t('confirm.terms.fees', { taxRate: rates.feeTaxRate })
      : t('confirm.terms.feesUntaxed'),
    t('confirm.terms.oneLoan', { penaltyRate: rates.penaltyRatePerDay }),
    t('confirm.terms.limit'),
  ];
}

export function OfferConfirm() {
  const { t, go, signedIn } = usePromo();
  const [range, setRange] = useState<AmountRange | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void checkAmount().then((r) => live && setRange(r));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <h1 className="yx-title">{t('confirm.title')}</h1>
      {range !== undefined && (
        <ul className="yx-list">
          {offerTerms(t, range?.rates).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      )}
      {range === undefined ? (
        <p className="yx-card yx-muted">{t('actions.checking')}</p>
      ) : (
        <AmountCard range={range} onContinue={() => go(nextStep(signedIn))} />
      )}
    </>
  );
}
