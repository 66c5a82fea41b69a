/** The console speaks English and Kiswahili: every key of one is in the other, none left empty. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [typeof value === 'string' && value.trim() !== '' ? prefix : `${prefix} (empty)`];

const read = (lang: string): unknown =>
  JSON.parse(readFileSync(`src/ops/locales/${lang}.json`, 'utf8'));

describe('console locales', () => {
  it('have the same keys in English and Kiswahili, all filled', () => {
    const en = keys(read('en')).sort();
    expect(en.length).toBeGreaterThan(30);
    expect(keys(read('sw_KE')).sort()).toEqual(en);
    expect(en.filter((k) => k.endsWith('(empty)'))).toEqual([]);
  });
});
