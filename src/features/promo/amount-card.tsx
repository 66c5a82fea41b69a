/** The result of the available-amount check, with the button that moves on. */
import type { AmountRange } from './check-amount';
import { usePromo } from './promo-context';

export function AmountCard({
  range,
  onContinue,
}: {
  range: AmountRange | null;
  onContinue: () => void;
}) {
  const { t, signedIn } = usePromo();
  return (
    <section className="yx-card" aria-live="polite">
      {range ? (
        <>
          <p className="yx-muted">{t('amount.label')}</p>
          <p className="yx-amount">{t('amount.range', { min: range.min, max: range.max })}</p>
          <p className="yx-muted">{t('amount.hint')}</p>
        </>
      ) : (
        <p role="alert">{t('amount.unavailable')}</p>
      )}
      <button type="button" className="yx-button" onClick={onContinue}>
        {signedIn ? t('actions.continueApply') : t('actions.continueLogin')}
      </button>
    </section>
  );
}
