/**
 * Gates that mean it: the sandbox pages (every SMS code) open to no request a proxy had a hand
 * in, whatever header it used; TRUST_PROXY=true (anyone picks their IP) stops a production start.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { setUpTestApp } from '../helpers';

const ctx = setUpTestApp();

describe('the sandbox gate', () => {
  it('opens to this machine, and to nothing forwarded by a proxy on it, whatever header says so', async () => {
    const get = (headers: Record<string, string> = {}) =>
      ctx.t.app.inject({ url: '/sandbox/sms', headers });
    expect((await get()).statusCode).toBe(200);
    expect((await get({ host: '127.0.0.1:8080' })).statusCode).toBe(200);
    for (const headers of <Record<string, string>[]>[
      { 'x-real-ip': '41.59.1.20' },
      { 'X-Real-IP': '127.0.0.1' },
      { 'x-forwarded-host': 'mkopo.example' },
      { 'x-forwarded-proto': 'https' },
      { forwarded: 'for=41.59.1.20' },
      { via: '1.1 nginx' },
      { 'cf-connecting-ip': '41.59.1.20' },
      { 'true-client-ip': '41.59.1.20' },
      { 'x-client-ip': '41.59.1.20' },
      { host: 'mkopo.example' },
    ])
      expect((await get(headers)).statusCode, JSON.stringify(headers)).toBe(404);
  });
});

describe('TRUST_PROXY', () => {
  const production = { NODE_ENV: 'production', SANDBOX: '0', FILE_KEYS: `k:${'A'.repeat(43)}=` };

  it('refuses true in production, naming the safe forms, and takes a hop count or addresses', () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/hop count/);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.5,10.0.0.6' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.0.6',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
