/**
 * `npm run schemas:preview -- <folder> [--out <dir>]`: what borrowers would see of a candidate
 * schemas folder before it goes live, in production as in sandbox (no server needed). Every form
 * of every country in the folder is rendered with the real widgets (as `schemas:check` renders
 * them) in each of the country's languages, put on a phone-sized page (360×740) and photographed
 * by Chromium; `<out>/index.html` shows the check's verdict above the screenshots. Exits 1 when
 * the check would refuse a file, as `schemas:check` does.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { LoadedForm } from '../src/shared/forms/index';
import { LOCALES_DIR, readLocales } from '../src/server/forms/store';
import { BASE_LANGUAGE, serveLocale } from '../src/server/forms/served-locales';
import { checkSchemas, type Finding } from './check-pack';
import { loadedForms } from './render-pack';
import { withSsrLoader } from './vite/index-html-prerender';

export const PHONE = { width: 360, height: 740 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = resolve(import.meta.dirname, '..');

type Texts = Readonly<Record<string, unknown>>;
interface Renderer {
  renderForm(form: LoadedForm, language: string, texts: Texts): Promise<void>;
  formMarkup(form: LoadedForm, language: string, texts: Texts): Promise<string>;
}

export interface Shot {
  readonly country: string;
  readonly language: string;
  readonly file: string;
  /** The screenshot, relative to the output folder; absent when the form did not render. */
  readonly image?: string;
}

export interface Preview {
  readonly findings: readonly Finding[];
  readonly shots: readonly Shot[];
  readonly refused: boolean;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The styles the phone loads: Mantine's and the app shell's. */
function styles(): string {
  const require = createRequire(import.meta.url);
  return [require.resolve('@mantine/core/styles.css'), join(ROOT, 'src/app/shell.css')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** The languages a country offers (its country.json) that locales/ has; all of them otherwise. */
function languagesOf(dir: string, cc: string, known: readonly string[]): string[] {
  try {
    const facts = JSON.parse(readFileSync(join(dir, cc, 'country.json'), 'utf8')) as {
      languages?: unknown;
    };
    const own = Array.isArray(facts.languages) ? facts.languages.map(String) : [];
    const offered = own.filter((l) => known.includes(l));
    return offered.length > 0 ? offered : [...known];
  } catch {
    return [...known];
  }
}

/** A phone-sized page of one form; the styles are the output folder's one copy. */
function page(markup: string, language: string, title: string): string {
  return `<!doctype html><html lang="${escape(language.replace('_', '-'))}" data-mantine-color-scheme="light"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="../../styles.css"></head><body><main style="padding:16px">${markup}</main></body></html>`;
}

/** Renders and photographs every form of `dir`; writes `out` and returns what it found. */
export async function previewFolder(
  dir: string,
  out: string,
  localesDir = LOCALES_DIR,
): Promise<Preview> {
  const findings: Finding[] = checkSchemas(dir, localesDir);
  const locales = readLocales(localesDir) as Record<string, unknown>;
  const known = Object.keys(locales);
  const base = locales[BASE_LANGUAGE];
  const forms = loadedForms(dir, locales);
  const pages: { shot: Shot; html: string }[] = [];
  const shots: Shot[] = [];
  await withSsrLoader(ROOT, async (loader) => {
    const mod = (await loader.ssrLoadModule('/src/forms/render-check.tsx')) as Renderer;
    for (const { file, form } of forms) {
      const cc = file.split('/')[1] ?? '';
      for (const lang of languagesOf(dir, cc, known)) {
        const texts = JSON.parse(serveLocale(base ?? locales[lang], locales[lang]).json) as Texts;
        const name = file.split('/').pop()?.replace('.json', '') ?? 'form';
        try {
          await mod.renderForm(form, lang, texts);
          const html = page(await mod.formMarkup(form, lang, texts), lang, `${file} · ${lang}`);
          pages.push({
            shot: { country: cc, language: lang, file, image: join(cc, lang, `${name}.png`) },
            html,
          });
        } catch (error) {
          const message = `does not render in ${lang}: ${(error as Error).message}`;
          findings.push({ level: 'REFUSED', file, at: '', message });
          shots.push({ country: cc, language: lang, file });
        }
      }
    }
  });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'styles.css'), styles());
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    for (const { shot, html } of pages) {
      const image = join(out, shot.image ?? '');
      mkdirSync(join(image, '..'), { recursive: true });
      const source = image.replace(/\.png$/, '.html');
      writeFileSync(source, html);
      await tab.goto(`file://${resolve(source)}`);
      await tab.screenshot({ path: image, fullPage: true });
      shots.push(shot);
    }
  } finally {
    await browser.close();
  }
  const refused = findings.some((f) => f.level === 'REFUSED');
  writeFileSync(join(out, 'index.html'), indexPage(dir, findings, shots, refused));
  return { findings, shots, refused };
}

function indexPage(
  dir: string,
  findings: readonly Finding[],
  shots: readonly Shot[],
  refused: boolean,
): string {
  const problems = findings.filter((f) => f.level === 'REFUSED' || f.level === 'NOT FILLED');
  const verdict = refused
    ? `<p><b>Refused</b>: the server would keep the last good version of these files.</p>`
    : `<p><b>Passes the check</b>${problems.length > 0 ? ', with values not filled yet' : ''}.</p>`;
  const list = problems
    .map(
      (f) =>
        `<li>${escape(f.level)} <b>${escape(f.file)}</b>${f.at ? ` at ${escape(f.at)}` : ''}: ${escape(f.message)}</li>`,
    )
    .join('');
  const figures = shots
    .map((s) => {
      const caption = `${escape(s.file)} · ${escape(s.language)}`;
      return s.image
        ? `<figure><img src="${escape(s.image)}" width="${PHONE.width}" alt="${caption}"><figcaption>${caption}</figcaption></figure>`
        : `<figure><p>Does not render.</p><figcaption>${caption}</figcaption></figure>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Forms preview</title><style>figure{display:inline-block;vertical-align:top;margin:8px}img{border:1px solid #ccc}</style></head><body><h1>Forms preview of ${escape(dir)}</h1>${verdict}<ul>${list}</ul>${figures}</body></html>`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const out = at >= 0 ? (args[at + 1] ?? '') : 'schemas-preview';
  const dir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--out');
  if (!dir || !existsSync(dir) || !out) {
    console.error('usage: npm run schemas:preview -- <schemas folder> [--out <folder>]');
    process.exit(2);
  }
  const preview = await previewFolder(resolve(dir), resolve(out));
  for (const f of preview.findings.filter((x) => x.level === 'REFUSED' || x.level === 'NOT FILLED'))
    console.log(`${f.level.padEnd(10)} ${f.file}${f.at ? `  at ${f.at}` : ''}: ${f.message}`);
  const taken = preview.shots.filter((s) => s.image).length;
  console.log(
    `${taken} screens at ${PHONE.width}×${PHONE.height} in ${relative(process.cwd(), resolve(out)) || '.'}/index.html; ${preview.refused ? 'REFUSED' : 'passes the check'}.`,
  );
  if (preview.refused) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
