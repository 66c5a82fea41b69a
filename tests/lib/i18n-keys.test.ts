import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/lib/storage';
import { ROUTES } from '../../src/shared/routes';
import { COUNTRY_CODES, COUNTRY_FACTS } from '../../src/shared/countries';

const root = join(import.meta.dirname, '../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function load(lng: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, lng, file), 'utf8')) as Record<string, unknown>;
}

const files = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

/** The languages some country offers: what borrowers read is complete. */
const OFFERED = LANGUAGES.filter((l) =>
  COUNTRY_CODES.some((c) => (COUNTRY_FACTS[c].languages as readonly string[]).includes(l)),
);

describe('locale key parity', () => {
  it('every language a country offers has the same namespace files, the others no more', () => {
    for (const lng of LANGUAGES) {
      const own = readdirSync(join(root, lng))
        .filter((f) => f.endsWith('.json'))
        .sort();
      if (OFFERED.includes(lng)) expect(own, lng).toEqual([...files].sort());
      else
        expect(
          own.filter((f) => !files.includes(f)),
          lng,
        ).toEqual([]);
    }
  });

  describe.each(files)('%s', (file) => {
    const en = keysOf(load('en', file)).sort();
    it.each(OFFERED.filter((l) => l !== 'en'))(
      '%s, which a country offers, has exactly the English keys, all non-empty',
      (lng) => {
        const other = load(lng, file);
        expect(keysOf(other).sort()).toEqual(en);
        for (const key of en) {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], other);
          expect(typeof text === 'string' && text.trim() !== '', `${lng}/${file}:${key}`).toBe(
            true,
          );
        }
      },
    );
  });

  // A language no country offers yet is read along its fallback chain where it lacks a key
  // (schemas:check counts them); it may not invent keys English has not got.
  it.each(LANGUAGES.filter((l) => !OFFERED.includes(l)))('%s has no key English lacks', (lng) => {
    for (const file of files.filter((f) => existsSync(join(root, lng, f)))) {
      const own = keysOf(load(lng, file));
      expect(
        own.filter((key) => !keysOf(load('en', file)).includes(key)),
        `${lng}/${file}`,
      ).toEqual([]);
    }
  });

  it('Swahili and Spanish are translations, not English copies', () => {
    for (const file of ['common.json', 'auth.json', 'home.json', 'me.json']) {
      const en = load('en', file);
      for (const lng of ['sw_TZ', 'sw_KE', 'es']) {
        const other = load(lng, file);
        const same = keysOf(en).filter((key) => {
          const get = (o: unknown) =>
            key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], o);
          return get(en) === get(other);
        });
        // Names (Mkopo, Tanzania, the language names) and number placeholders stay as they are.
        expect(same.length / keysOf(en).length, `${lng}/${file}: ${same.join(', ')}`).toBeLessThan(
          0.2,
        );
      }
    }
  });

  it('every route title key exists in common', () => {
    const common = load('en', 'common.json') as { routes: Record<string, string> };
    for (const route of ROUTES)
      expect(common.routes[route.titleKey.slice('routes.'.length)], route.name).toBeTruthy();
  });
});
