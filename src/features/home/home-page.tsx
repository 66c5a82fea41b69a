/**
 * Home (/): logged out, the available-amount hero (values hidden, §2), the guide and Apply → login,
 * in plain elements (src/app/shell.css): the first screen most borrowers see needs none of
 * Mantine's JavaScript. Logged in, the borrower's range, latest order and Apply (SignedInHome).
 */
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COUNTRY_INFO } from '../../lib/country';
import { retryableLazy } from '../../lib/offline/retryable-lazy';
import { handOffPrerendered } from '../../lib/prerender-handoff';
import { loginPathFor } from '../../lib/require-token';
import { useStored } from '../../lib/use-stored';
import { StepGuide } from './step-guide';

// A visitor's first paint never downloads the API client, SWR or the formatters: only a signed-in
// borrower's Home reads data (docs/architecture.md §7 budget for `/`). Retryable: a chunk lost to a dropped
// connection loads again when the offline state's Retry is tapped.
const SignedInHome = retryableLazy(async () => ({
  default: (await import('./signed-in-home')).SignedInHome,
}));

const APPLY_PATH = '/auth';

export function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const token = useStored('token');
  const country = useStored('country');
  // The prerendered Home (index.html) gives way to this one before the browser paints again.
  useLayoutEffect(handOffPrerendered, []);
  if (token) return <SignedInHome />; // suspends to the tab layout's fallback while it loads
  const apply = () => navigate(loginPathFor(APPLY_PATH));
  return (
    <div className="app-home">
      <section className="app-hero">
        <h1>{t('hero.title')}</h1>
        <p>{t('hero.rangeLabel')}</p>
        <p className="app-hero-range" aria-hidden="true">
          {t('hero.range', { currency: COUNTRY_INFO[country].currency })}
        </p>
        <p className="app-hero-hint">{t('hero.rangeHint')}</p>
      </section>
      <StepGuide />
      <button type="button" className="app-button" data-block onClick={apply}>
        {t('apply')}
      </button>
    </div>
  );
}
