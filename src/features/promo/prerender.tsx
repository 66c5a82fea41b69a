/**
 * The promotion pages as HTML, rendered at build (scripts/vite/promo-prerender.ts) from the same
 * components the browser runs: one `<template>` per page and language for the default country.
 * index.html's inline script shows the visitor's one before any bundle loads (docs/architecture.md §7).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_COUNTRY } from '../../shared/countries';
import { LANGUAGES } from '../../lib/storage';
import { PromoApp } from './promo-app';
import { loadPromoStrings } from './promo-i18n';
import { PROMO_PAGES } from './promo-pages';

/** The id of a page's template in one language (the inline script of index.html builds it too). */
export const templateId = (page: string, language: string): string => `yx:${page}:${language}`;

/** Every promotion page in every language, as `<template>` elements. */
export async function promoTemplates(): Promise<string> {
  const templates: string[] = [];
  for (const language of LANGUAGES) {
    await loadPromoStrings(language);
    for (const page of PROMO_PAGES) {
      const html = renderToStaticMarkup(<PromoApp page={page} language={language} go={() => {}} />);
      templates.push(
        `<template id="${templateId(page, language)}" data-country="${DEFAULT_COUNTRY}">${html}</template>`,
      );
    }
  }
  return templates.join('\n');
}
