/** /yx1, /yx2, /yx3: the hero, three selling points and APPLY (with the number entry on /yx3). */
import { nextStep } from './next-step';
import { OfferConfirm } from './offer-confirm';
import { PhoneCheck } from './phone-check';
import { usePromo } from './promo-context';
import type { PromoPage } from './promo-pages';

const POINTS = ['fast', 'wallet', 'grow'] as const;

export function Landing({ page }: { page: PromoPage }) {
  const { t, go, signedIn } = usePromo();
  if (page === 'yx2ConfirmBorrow') return <OfferConfirm />;
  const variant = page;
  return (
    <>
      <h1 className="yx-title">{t(`${variant}.title`)}</h1>
      <p className="yx-lead">{t(`${variant}.lead`)}</p>
      <ul className="yx-list">
        {POINTS.map((point) => (
          <li key={point}>{t(`points.${point}`)}</li>
        ))}
      </ul>
      {variant === 'yx3' ? (
        <PhoneCheck />
      ) : (
        <button
          type="button"
          className="yx-button"
          onClick={() => go(variant === 'yx2' ? { path: '/yx2ConfirmBorrow' } : nextStep(signedIn))}
        >
          {t('actions.apply')}
        </button>
      )}
    </>
  );
}
