import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/lib/storage';
import { ROUTES } from '../../src/shared/routes';

const root = join(import.meta.dirname, '../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function load(lng: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, lng, file), 'utf8')) as Record<string, unknown>;
}

const files = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('locale key parity', () => {
  it('every language has the same namespace files', () => {
    for (const lng of LANGUAGES) {
      expect(
        readdirSync(join(root, lng))
          .filter((f) => f.endsWith('.json'))
          .sort(),
        lng,
      ).toEqual([...files].sort());
    }
  });

  describe.each(files)('%s', (file) => {
    const en = keysOf(load('en', file)).sort();
    it.each(LANGUAGES.filter((l) => l !== 'en'))(
      '%s has exactly the English keys, all non-empty',
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

  it('Swahili and Spanish are translations, not English copies', () => {
    for (const file of ['common.json', 'auth.json', 'home.json', 'me.json']) {
      const en = load('en', file);
      for (const lng of ['sw_KE', 'es']) {
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
