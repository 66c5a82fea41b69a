/**
 * A visitor's Home as HTML, rendered at build (scripts/vite/promo-prerender.ts) from the app's own
 * route tree: one `<template>` per language and country. index.html's inline script shows the
 * visitor's one before any bundle loads, and the app takes over without a visible change once its
 * Home has rendered (./prerender-handoff.ts), so the first paint does not wait for the bundles.
 */
import { MantineProvider } from '@mantine/core';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { COUNTRY_CODES } from '../shared/countries';
import { changeLanguage, initI18n } from '../lib/i18n';
import { LANGUAGES, setItem } from '../lib/storage';
import { cssVariablesResolver, theme } from '../lib/theme';

/** The id of Home's template in one language and country (index.html's inline script builds it too). */
export const homeTemplateId = (language: string, country: string): string =>
  `home:${language}:${country}`;

async function render(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
    >
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes />
      </MemoryRouter>
    </MantineProvider>,
    // React moves a boundary larger than a chunk to a script that fills it in; this one is static.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Home rendered whole: the first pass loads what suspends (lazy pages, translations), the second
 * finds it loaded, so no boundary is left to a script that fills it in later.
 */
async function renderWhole(): Promise<string> {
  await render();
  const html = await render();
  if (html.includes('<template id="B:'))
    throw new Error('Home still suspends on a second render: it cannot be prerendered');
  // Suspense boundaries' markers only matter to hydration, which this HTML never goes through.
  return html.replace(/<!--\/?[$&][!?~]?-->/g, '');
}

/** Home for a visitor in every language and country, as `<template>` elements. */
export async function homeTemplates(): Promise<string> {
  await initI18n();
  const templates: string[] = [];
  for (const language of LANGUAGES) {
    await changeLanguage(language);
    for (const country of COUNTRY_CODES) {
      setItem('country', country);
      const html = await renderWhole();
      templates.push(`<template id="${homeTemplateId(language, country)}">${html}</template>`);
    }
  }
  return templates.join('\n');
}
