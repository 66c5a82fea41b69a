/** English form texts, bundled (the bench times rendering, not locale loading). */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import forms from '../../../locales/en/forms.json';

export async function initBenchI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['forms'],
    defaultNS: 'forms',
    resources: { en: { forms } },
    interpolation: { escapeValue: false },
  });
}
