/**
 * What the service worker downloads at install (the shell and the next step's screens) and what it
 * keeps only once used: every other screen, lazy parts of the precached screens, the locale files
 * of each language. The staff console's files are in neither list.
 */
import { describe, expect, it } from 'vitest';
import { filesOfIndexHtml, planPrecache, type BundleItem } from '../../scripts/vite/precache-plan';

const ROOT = '/repo/';

function chunk(
  facade: string | null,
  imports: string[] = [],
  dynamicImports: string[] = [],
  css: string[] = [],
): BundleItem {
  return {
    type: 'chunk',
    facadeModuleId: facade ? ROOT + facade : null,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css) },
  };
}

const css: BundleItem = { type: 'asset', source: '' };
const INDEX_HTML =
  '<script type="module" src="/assets/main-A.js"></script>' +
  '<link rel="modulepreload" href="/assets/react-B.js"><link rel="stylesheet" href="/assets/main-C.css">';

const BUNDLE: Record<string, BundleItem> = {
  'index.html': { type: 'asset', source: INDEX_HTML },
  'assets/main-A.js': chunk(
    'index.html',
    ['assets/react-B.js'],
    [
      'assets/home-page-D.js',
      'assets/login-page-E.js',
      'assets/me-page-F.js',
      'assets/personal-page-G.js',
      'assets/common-en-H.js',
      'assets/common-sw-I.js',
    ],
    ['assets/main-C.css'],
  ),
  'assets/react-B.js': chunk(null),
  'assets/main-C.css': css,
  'assets/home-page-D.js': chunk(
    'src/features/home/home-page.tsx',
    ['assets/react-B.js'],
    ['assets/signed-in-home-J.js'],
  ),
  'assets/login-page-E.js': chunk(
    'src/features/auth/login-page.tsx',
    ['assets/sign-in-form-K.js'],
    [],
    ['assets/login-page-L.css'],
  ),
  'assets/sign-in-form-K.js': chunk(null, ['assets/react-B.js']),
  'assets/login-page-L.css': css,
  'assets/me-page-F.js': chunk('src/features/me/me-page.tsx', ['assets/sign-in-form-K.js']),
  'assets/personal-page-G.js': chunk('src/features/profile/personal-page.tsx', [
    'assets/schema-form-M.js',
  ]),
  'assets/schema-form-M.js': chunk(null),
  'assets/signed-in-home-J.js': chunk('src/features/home/signed-in-home.tsx'),
  'assets/common-en-H.js': chunk('locales/en/common.json'),
  'assets/common-sw-I.js': chunk('locales/sw_KE/common.json'),
  // The staff console: another entry, never on a borrower's phone.
  'ops.html': { type: 'asset', source: '<script type="module" src="/assets/ops-N.js"></script>' },
  'assets/ops-N.js': chunk('ops.html', ['assets/react-B.js']),
};

describe('the precache plan', () => {
  const plan = planPrecache(BUNDLE, filesOfIndexHtml(INDEX_HTML));

  it('reads the files index.html loads', () => {
    expect(filesOfIndexHtml(INDEX_HTML)).toEqual([
      'assets/main-A.js',
      'assets/react-B.js',
      'assets/main-C.css',
    ]);
  });

  it('precaches the shell and the next step’s screens with what they import and their CSS', () => {
    expect([...plan.precache].sort()).toEqual([
      'assets/home-page-D.js',
      'assets/login-page-E.js',
      'assets/login-page-L.css',
      'assets/main-A.js',
      'assets/main-C.css',
      'assets/react-B.js',
      'assets/sign-in-form-K.js',
    ]);
  });

  it('keeps every other borrower file for when it is used, lazy parts of a precached screen too', () => {
    expect([...plan.later].sort()).toEqual([
      'assets/common-en-H.js',
      'assets/common-sw-I.js',
      'assets/me-page-F.js',
      'assets/personal-page-G.js',
      'assets/schema-form-M.js',
      'assets/signed-in-home-J.js',
    ]);
  });

  it('never lists the staff console’s files', () => {
    expect(plan.precache.has('assets/ops-N.js')).toBe(false);
    expect(plan.later.has('assets/ops-N.js')).toBe(false);
  });

  it('precaches other screens when they are named as the next step', () => {
    const signedIn = planPrecache(
      BUNDLE,
      ['assets/main-A.js'],
      ['src/features/profile/personal-page.tsx'],
    );
    expect(signedIn.precache.has('assets/personal-page-G.js')).toBe(true);
    expect(signedIn.precache.has('assets/schema-form-M.js')).toBe(true);
    expect(signedIn.precache.has('assets/login-page-E.js')).toBe(false);
    expect(signedIn.later.has('assets/login-page-E.js')).toBe(true);
  });
});
