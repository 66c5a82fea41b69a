/**
 * What the page tells the service worker to keep (hashed app files and form validators, never an
 * API answer), and when the worker may fetch the rest ahead (only on data that costs nothing).
 */
import { describe, expect, it } from 'vitest';
import { keptUrls, onFreeData } from '../../../src/app/pwa/kept-files';

const ORIGIN = 'https://app.example';

describe('the files the worker keeps', () => {
  it('keeps the app’s hashed files and validator modules of this origin only', () => {
    expect(
      keptUrls(
        [
          `${ORIGIN}/assets/me-page-ChaNbPTI.js`,
          `${ORIGIN}/assets/main-Dnqw.css`,
          '/api/forms/tz/personal/validator-a_b-C1.js',
          `${ORIGIN}/api/forms/tz/personal`,
          `${ORIGIN}/api/locales/en/forms`,
          `${ORIGIN}/api/loanMarket/index`,
          `${ORIGIN}/assets/photo.jpg`,
          `${ORIGIN}/assets/me-page-ChaNbPTI.js?v=1`,
          `${ORIGIN}/index.html`,
          'https://cdn.example/assets/main-A.js',
        ],
        ORIGIN,
      ),
    ).toEqual([
      `${ORIGIN}/assets/me-page-ChaNbPTI.js`,
      `${ORIGIN}/assets/main-Dnqw.css`,
      '/api/forms/tz/personal/validator-a_b-C1.js',
    ]);
  });
});

describe('fetching ahead', () => {
  it('happens on Wi-Fi or a cable without a data-saver', () => {
    expect(onFreeData({ type: 'wifi', saveData: false })).toBe(true);
    expect(onFreeData({ type: 'ethernet' })).toBe(true);
  });

  it('never on a mobile bundle, a data-saver, or a phone that does not say', () => {
    expect(onFreeData({ type: 'cellular', saveData: false })).toBe(false);
    expect(onFreeData({ type: 'wifi', saveData: true })).toBe(false);
    expect(onFreeData({ saveData: false })).toBe(false);
    expect(onFreeData(undefined)).toBe(false);
  });
});
