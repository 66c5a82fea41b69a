// @vitest-environment jsdom
/**
 * The form words operations edit: read from the server, and the last copy read stands in when the
 * phone is offline, so a form page reloaded offline keeps its words.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getServedLocale } from '../../../src/lib/api/served-locale';
import { server, startApiServer } from '../../app/support/api-server';

startApiServer();
beforeEach(() => localStorage.clear());

const WORDS = { personal: { address: { label: 'Street address' } } };

describe('the served form words', () => {
  it('are read from the server, and offline the last copy read stands in', async () => {
    server.use(http.get('/api/locales/en/forms', () => HttpResponse.json(WORDS)));
    expect(await getServedLocale('en', 'forms')).toEqual(WORDS);
    server.use(http.get('/api/locales/en/forms', () => HttpResponse.error()));
    expect(await getServedLocale('en', 'forms')).toEqual(WORDS);
  });

  it('fail offline when this phone never read them, so the built-in copy is used', async () => {
    server.use(http.get('/api/locales/sw_KE/forms', () => HttpResponse.error()));
    await expect(getServedLocale('sw_KE', 'forms')).rejects.toThrow();
  });

  it('keep each language apart', async () => {
    server.use(http.get('/api/locales/en/forms', () => HttpResponse.json(WORDS)));
    await getServedLocale('en', 'forms');
    server.use(http.get('/api/locales/sw_TZ/forms', () => HttpResponse.error()));
    await expect(getServedLocale('sw_TZ', 'forms')).rejects.toThrow();
  });
});
