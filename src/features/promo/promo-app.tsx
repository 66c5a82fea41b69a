/** The frame of every promotion page: brand bar, language choice, the page, legal links. */
import './promo.css';
import { useState } from 'react';
import { languagesOf } from '../../lib/country';
import { languageEntry } from '../../shared/app-languages';
import { bcp47, shortTag } from '../../shared/languages';
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

export function PromoApp({ page, go, language = getItem('language'), typed = '' }: Props) {
  const [t, setT] = useState<Translate>(currentT);
  const [lng, setLng] = useState<Language>(language);
  const switchTo = async (next: Language) => {
    const translate = await loadPromoStrings(next);
    setItem('language', next);
    document.documentElement.lang = bcp47(next);
    document.documentElement.dir = languageEntry(next)?.dir ?? 'ltr';
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
                lang={bcp47(code)}
                aria-pressed={code === lng}
                onClick={() => void switchTo(code)}
              >
                {shortTag(code)}
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
