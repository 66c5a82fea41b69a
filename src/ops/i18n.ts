/** i18next for the console: English and Kiswahili, one namespace, the choice kept per browser. */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import swKE from './locales/sw_KE.json';

export const OPS_LANGUAGES = ['en', 'sw_KE'] as const;
const stored = localStorage.getItem('opsLanguage');

export function startI18n() {
  return i18n.use(initReactI18next).init({
    resources: { en: { ops: en }, sw_KE: { ops: swKE } },
    lng: stored === 'sw_KE' ? 'sw_KE' : 'en',
    defaultNS: 'ops',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
}

export function setLanguage(lng: (typeof OPS_LANGUAGES)[number]) {
  localStorage.setItem('opsLanguage', lng);
  void i18n.changeLanguage(lng);
}
