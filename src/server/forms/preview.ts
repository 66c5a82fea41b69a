/**
 * `GET /sandbox/forms` (sandbox mode only): every form of every country in each language, read
 * from the files as they are on disk now, with the check's findings on top. Operations see an edit
 * here before borrowers do; a refused file is listed with why, and borrowers keep the last good one.
 */
import { serverLanguages } from '../locale-files';
import type { FastifyInstance } from 'fastify';
import type { OptionDef } from '../../shared/forms/types';
import { FORM_NAMES, FormStore, LOCALES_DIR, type Report } from './store';
import { readablePath } from './did-you-mean';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A title key's words in one language's served texts; a literal title as written. */
function words(texts: unknown, key: string | undefined): string {
  if (!key) return '';
  if (!key.startsWith('forms:')) return key;
  let node = texts;
  for (const part of key.slice('forms:'.length).split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' ? node : `⚠ ${key}`;
}

function findings(report: Report): string {
  if (report.length === 0) return '<p>✔ Every file passes the check.</p>';
  const rows = report.flatMap((r) =>
    r.problems.map(
      (p) =>
        `<li><b>${escape(r.file)}</b> at ${escape(readablePath(p.path))}: ${escape(p.message)}</li>`,
    ),
  );
  return `<p>Refused (borrowers keep the last good version):</p><ul>${rows.join('')}</ul>`;
}

function options(list: readonly OptionDef[] | undefined, texts: unknown): string {
  if (!list) return '';
  return list
    .map((o) => {
      const text = escape(words(texts, o.title));
      return o['x-hidden'] ? `<s>${text}</s>` : text;
    })
    .join(' · ');
}

function formTable(store: FormStore, country: string, lang: string): string {
  const texts = JSON.parse(store.locale(lang)?.json ?? '{}') as unknown;
  return FORM_NAMES.map((form) => {
    const served = store.get(country, form);
    if (!served) return `<h4>${form}</h4><p>Not served.</p>`;
    const rows = Object.entries(served.schema.properties).map(([field, def]) => {
      const shown = def['x-hidden']
        ? 'switched off'
        : served.rules.visibleWhen?.[field]
          ? 'when…'
          : 'yes';
      return `<tr><td>${escape(field)}</td><td>${escape(words(texts, def.title))}</td><td>${shown}</td><td>${options(def.oneOf, texts)}</td></tr>`;
    });
    return `<h4>${form}</h4><table><thead><tr><th>Field</th><th>Label</th><th>Shown</th><th>Options (struck: hidden)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  }).join('');
}

/** The page, from a fresh read of `schemasDir` and `localesDir`. */
export function previewPage(schemasDir: string, localesDir = LOCALES_DIR): string {
  const log = { info: () => undefined, error: () => undefined };
  const store = new FormStore(schemasDir, log, { localesDir });
  const report = store.reload();
  const langs = serverLanguages(localesDir)
    .map((l) => l.code)
    .filter((l) => store.locale(l));
  const sections = store
    .countries()
    .flatMap((country) =>
      langs.map(
        (lang) =>
          `<details><summary>${escape(country.toUpperCase())} · ${escape(lang)}</summary>${formTable(store, country, lang)}</details>`,
      ),
    );
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Forms preview</title></head><body><h1>Forms preview</h1>
<p>The files in schemas/ and locales/ as they are on disk now.</p>${findings(report)}${sections.join('')}</body></html>`;
}

export function registerFormsPreview(app: FastifyInstance, schemasDir: string): void {
  app.get('/sandbox/forms', (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(previewPage(schemasDir)),
  );
}
