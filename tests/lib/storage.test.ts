// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  DEFAULTS,
  getItem,
  setItem,
  subscribe,
  type StorageKey,
} from '../../src/lib/storage';
import { unusedCountryCode } from '../support/unused-country';

beforeEach(() => localStorage.clear());

describe('storage', () => {
  it('yields the §3 defaults when nothing is stored', () => {
    expect(getItem('language')).toBe('en');
    expect(getItem('packageName')).toBe('com.mkopo.credit');
    expect(getItem('appName')).toBe('Mkopo');
    expect(getItem('deviceMsg')).toEqual({ platform: 'android' });
    expect(getItem('featureMode')).toEqual({ live: 1, ocr: -1, frontPermission: -1 });
    expect(getItem('popEvaluateTime')).toEqual({ popupTime: 0, rejectState: 1, loanOrderId: '' });
    expect(getItem('country')).toBe('TZ');
    expect(getItem('token')).toBeNull();
    expect(getItem('userInfo')).toBeNull();
  });

  it('round-trips values as JSON', () => {
    setItem('token', { Authorization: 'abc' });
    setItem('language', 'sw_KE');
    expect(JSON.parse(localStorage.getItem('token') ?? '')).toEqual({ Authorization: 'abc' });
    expect(getItem('token')).toEqual({ Authorization: 'abc' });
    expect(getItem('language')).toBe('sw_KE');
  });

  it.each<[StorageKey, string]>([
    ['token', '{not json'],
    ['featureMode', 'null'],
    // A code no folder of locales/ has: a real one would be the app's the day it is added.
    ['language', '"qq_QQ"'],
    // A code no folder of schemas/ has: a real one would be served the day it is added.
    ['country', JSON.stringify(unusedCountryCode())],
    ['deviceMsg', '{"platform": 3}'],
    ['token', '{"Authorization": ""}'],
    ['userInfo', '[1,2]'],
  ])('falls back to the default for a corrupt or foreign %s value (%s)', (key, raw) => {
    localStorage.setItem(key, raw);
    expect(getItem(key)).toEqual(DEFAULTS[key]);
  });

  it('picks up a value written behind its back (native shell, another tab)', () => {
    expect(getItem('afid')).toBe('');
    localStorage.setItem('afid', '"af-123"');
    expect(getItem('afid')).toBe('af-123');
  });

  it('clearSession removes user data but keeps language, country and device settings', () => {
    setItem('token', { Authorization: 't' });
    setItem('userInfo', { userId: '1', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
    setItem('popEvaluateTime', { popupTime: 5, rejectState: 0, loanOrderId: 'L1' });
    setItem('language', 'es');
    setItem('country', 'KE');
    setItem('afid', 'af');
    setItem('featureMode', { live: 0, ocr: 1, frontPermission: 1 });
    clearSession();
    expect(getItem('token')).toBeNull();
    expect(getItem('userInfo')).toBeNull();
    expect(getItem('popEvaluateTime')).toEqual(DEFAULTS.popEvaluateTime);
    expect(getItem('language')).toBe('es');
    expect(getItem('country')).toBe('KE');
    expect(getItem('afid')).toBe('af');
    expect(getItem('featureMode')).toEqual({ live: 0, ocr: 1, frontPermission: 1 });
  });

  it('notifies subscribers of each changed key', () => {
    const seen: StorageKey[] = [];
    const stop = subscribe((key) => seen.push(key));
    setItem('language', 'es');
    clearSession();
    stop();
    setItem('language', 'en');
    expect(seen).toEqual(['language', 'userInfo', 'token', 'popEvaluateTime']);
  });
});

describe('storage without localStorage', () => {
  it('keeps values in memory when localStorage throws', async () => {
    vi.resetModules();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', broken);
    try {
      const fresh = await import('../../src/lib/storage');
      expect(fresh.getItem('language')).toBe('en');
      fresh.setItem('language', 'sw_KE');
      expect(fresh.getItem('language')).toBe('sw_KE');
      fresh.setItem('token', { Authorization: 'x' });
      fresh.clearSession();
      expect(fresh.getItem('token')).toBeNull();
      expect(fresh.getItem('language')).toBe('sw_KE');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
