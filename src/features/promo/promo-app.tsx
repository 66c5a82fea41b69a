/** The frame of every promotion page: brand bar, language choice, the page, legal links. */
import './promo.css';
import { useState } from 'react';
import { languagesOf } from '../../lib/country';
import { getItem, setItem, type Language } from '../../lib/storage';
import { Landing } from './landing';
import type { NextStep } from './next-step';
import { Promo } from './promo-context';
import { currentT, loadPromoStrings, type Translate } from './promo-i18n';
import type { PromoPage } from './promo-pages';

interface Props {
  page: PromoPage;
  go: (step: NextStep) => void;
  /** The page's language: the stored one, or the one a build prerenders. */
  language?: Language;
  /** A number typed into the prerendered page before this bundle arrived. */
  typed?: string;
}

const NAMES: Record<Language, string> = { en: 'EN', sw_KE: 'SW', sw_TZ: 'SW', es: 'ES' };

export function PromoApp({ page, go, language = getItem('language'), typed = '' }: Props) {
  const [t, setT] = useState<Translate>(currentT);
  const [lng, setLng] = useState<Language>(language);
  const switchTo = async (next: Language) => {
    const translate = await loadPromoStrings(next);
    setItem('language', next);
    document.documentElement.lang = next.replace('_', '-');
    setLng(next);
    setT(() => translate);
  };
  return (
    <Promo.Provider value={{ t, go, signedIn: getItem('token') !== null, typed }}>
      <div className="yx">
        <header className="yx-bar">
          <strong className="yx-brand">{getItem('appName')}</strong>
          <nav aria-label={t('language')}>
            {languagesOf(getItem('country')).map((code) => (
              <button
                key={code}
                type="button"
                lang={code.replace('_', '-')}
                aria-pressed={code === lng}
                onClick={() => void switchTo(code)}
              >
                {NAMES[code]}
              </button>
            ))}
          </nav>
        </header>
        <main className="yx-main">
          <Landing page={page} />
        </main>
        <footer className="yx-foot">
          <p>{t('footer.hours')}</p>
          <button type="button" onClick={() => go({ path: '/terms' })}>
            {t('footer.terms')}
          </button>
          <button type="button" onClick={() => go({ path: '/privacy_policy' })}>
            {t('footer.privacy')}
          </button>
        </footer>
      </div>
    </Promo.Provider>
  );
}
