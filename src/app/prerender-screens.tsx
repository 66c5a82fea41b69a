/**
 * Screens rendered to HTML at build (scripts/vite/screens-prerender.ts) from the app's own route
 * tree: a visitor's Home per language and country, and the first frame of the signed-in screens a
 * borrower opens cold (the profile forms: title and loader) per language. index.html's inline
 * script shows the matching one before any bundle loads; the app takes over without a visible
 * change once its own screen has rendered (../lib/prerender-handoff.ts), so the first paint and the
 * title do not wait for the bundles.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { COUNTRY_CODES } from '../shared/countries';
import { pathOf, type RouteName } from '../shared/routes';
import { changeLanguage, initI18n } from '../lib/i18n';
import { LANGUAGES, setItem } from '../lib/storage';
import { languagesOf } from '../lib/country';

/** The id of Home's template in one language and country (index.html's inline script builds it too). */
export const homeTemplateId = (language: string, country: string): string =>
  `home:${language}:${country}`;

/** The id of a signed-in screen's template in one language (the inline script builds it too). */
export const screenTemplateId = (path: string, language: string): string =>
  `screen:${path}:${language}`;

/**
 * Signed-in screens whose first frame is the same for every borrower, prerendered: the profile
 * forms, which a borrower often reopens cold from a link or after the app was closed mid-form.
 * A screen listed here must take over from its prerendered frame once it has rendered (a layout
 * effect calling handOffPrerendered, as ProfileFormPage and HomePage do), or the frame stays in
 * front of it until the hash changes.
 */
export const PRERENDERED_SCREENS: readonly RouteName[] = [
  'personalInfomation',
  'additionalInfomation',
  'loanQuestion',
];

async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    // As the app renders it: the Mantine theme comes with the screens that use it (RootLayout).
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
    // React moves a boundary larger than a chunk to a script that fills it in; this one is static.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * A screen rendered whole: the first pass loads what suspends (lazy pages, translations), the
 * second finds it loaded, so no boundary is left to a script that fills it in later.
 */
async function renderWhole(path: string): Promise<string> {
  await render(path);
  const html = await render(path);
  if (html.includes('<template id="B:'))
    throw new Error(`${path} still suspends on a second render: it cannot be prerendered`);
  // Suspense boundaries' markers only matter to hydration, which this HTML never goes through.
  return html.replace(/<!--\/?[$&][!?~]?-->/g, '');
}

/**
 * Home for a visitor of every country in each language it offers, as `<template>` elements: a
 * language no country offers (or another country's) is painted by the app itself.
 */
export async function homeTemplates(): Promise<string> {
  await initI18n();
  const templates: string[] = [];
  for (const country of COUNTRY_CODES) {
    setItem('country', country);
    for (const language of languagesOf(country)) {
      await changeLanguage(language);
      const html = await renderWhole('/');
      templates.push(`<template id="${homeTemplateId(language, country)}">${html}</template>`);
    }
  }
  return templates.join('\n');
}

/**
 * The signed-in screens' first frames in every language, as `<template>` elements. They are
 * rendered signed in (a placeholder token: no data is fetched at build), so the guard lets them
 * through and each shows what it shows before its data arrives.
 */
export async function screenTemplates(): Promise<string> {
  await initI18n();
  setItem('token', { Authorization: 'prerender' });
  try {
    const templates: string[] = [];
    for (const language of LANGUAGES) {
      await changeLanguage(language);
      for (const name of PRERENDERED_SCREENS) {
        const path = pathOf(name);
        const html = await renderWhole(path);
        templates.push(`<template id="${screenTemplateId(path, language)}">${html}</template>`);
      }
    }
    return templates.join('\n');
  } finally {
    setItem('token', null);
  }
}
