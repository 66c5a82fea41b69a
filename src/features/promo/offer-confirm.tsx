/** /yx2ConfirmBorrow: the offer a visitor confirms before signing in: range and the plain terms. */
import { useEffect, useState } from 'react';
import { AmountCard } from './amount-card';
import { checkAmount, type AmountRange } from './check-amount';
import { nextStep } from './next-step';
import { usePromo } from './promo-context';

const TERMS = ['fees', 'oneLoan', 'limit'] as const;

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
      <ul className="yx-list">
        {TERMS.map((term) => (
          <li key={term}>{t(`confirm.terms.${term}`)}</li>
        ))}
      </ul>
      {range === undefined ? (
        <p className="yx-card yx-muted">{t('actions.checking')}</p>
      ) : (
        <AmountCard range={range} onContinue={() => go(nextStep(signedIn))} />
      )}
    </>
  );
}
