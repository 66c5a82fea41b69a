/**
 * /healthz, /readyz and /metrics: what they say, and that the public side never reads them
 * (a proxied request, an address nobody allowed) while this machine and METRICS_ALLOW may.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../src/shared/countries';
import { schedule } from '../../../src/server/jobs/queue';
import { missingPacks } from '../../../src/server/plugins/operability';
import type { FormStore } from '../../../src/server/forms/store';
import { routeLabel } from '../../../src/server/plugins/metrics';
import { buildTestApp, call, setUpTestDb } from '../helpers';

const ctx = setUpTestDb();

describe('who may read health, readiness and metrics', () => {
  it('answers this machine, and hides from the public side', async () => {
    const { app } = await buildTestApp(ctx.testDb);
    for (const url of ['/healthz', '/readyz', '/metrics']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
      // Through a proxy on this machine: someone else asked.
      const proxied = await app.inject({ url, headers: { 'x-forwarded-for': '41.59.1.2' } });
      expect(proxied.statusCode, url).toBe(404);
      expect(proxied.body).not.toContain('http_requests_total');
      expect((await app.inject({ url, remoteAddress: '10.0.0.5' })).statusCode, url).toBe(404);
    }
    await app.close();
  });

  it('answers the addresses METRICS_ALLOW names, when they ask themselves', async () => {
    const { app } = await buildTestApp(ctx.testDb, { config: { metricsAllow: ['10.0.0.5'] } });
    expect((await app.inject({ url: '/metrics', remoteAddress: '10.0.0.5' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics', remoteAddress: '10.0.0.6' })).statusCode).toBe(404);
    const forwarded = await app.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '41.59.1.2' },
    });
    expect(forwarded.statusCode).toBe(404);
    await app.close();
  });
});

describe('readiness', () => {
  it('is ready with the database, the migrations and every pack; not while draining', async () => {
    const { app } = await buildTestApp(ctx.testDb);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { accepting: 'ok', database: 'ok', migrations: 'ok', packs: 'ok' },
    });
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    app.operability.draining = true;
    const draining = await app.inject({ url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().checks.accepting).toBe('shutting down');
    await app.close();
  });

  it('is not ready while a committed migration is not applied', async () => {
    const { app } = await buildTestApp(ctx.testDb);
    const db = ctx.testDb.db;
    const last = await db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    try {
      const answer = await app.inject({ url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().checks).toMatchObject({ migrations: '1 not applied', database: 'ok' });
    } finally {
      const row = (last as unknown as { rows: Array<{ hash: string; created_at: string }> })
        .rows[0]!;
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
      );
      await app.close();
    }
  });

  it('names each country whose pack is not all loaded', () => {
    const [first, ...rest] = COUNTRY_CODES;
    const store = (lacking: { country?: string; form?: string }) =>
      ({
        country: (cc: string) => (cc === lacking.country ? undefined : {}),
        product: () => ({}),
        get: (cc: string, form: string) =>
          cc === lacking.country && form === lacking.form ? undefined : {},
      }) as unknown as FormStore;
    expect(missingPacks(store({}))).toEqual([]);
    expect(missingPacks(store({ country: first, form: 'work' }))).toEqual([first]);
    expect(rest.every((cc) => !missingPacks(store({ country: first })).includes(cc))).toBe(true);
  });
});

describe('metrics', () => {
  it('times and counts requests by route template, and reports the due jobs', async () => {
    const { app, clock } = await buildTestApp(ctx.testDb);
    for (let i = 0; i < 3; i++) await call(app, 'existsByMobile', { mobile: '0712345678' });
    await app.inject({ url: '/no/such/page/12345' });
    await schedule(ctx.testDb.db, {
      kind: 'assess',
      key: 'metrics-test',
      runAt: clock.now() - 90_000,
      payload: {},
    });
    const text = (await app.inject({ url: '/metrics' })).body;
    const route = '/api/security/existsByMobile';
    expect(text).toContain(
      `http_requests_total{method="GET",route="${route}",status_code="200"} 3`,
    );
    expect(text).toMatch(
      new RegExp(`http_request_duration_seconds_count\\{[^}]*route="${route}"[^}]*\\} 3`),
    );
    // Unmatched URLs share one label: a scanner cannot grow the series without bound.
    expect(text).not.toContain('12345');
    expect(text).toContain('route="unmatched"');
    expect(text).toContain('mkopo_jobs_backlog{kind="assess"} 1');
    const lag = Number(/mkopo_jobs_lag_seconds\{kind="assess"\} ([\d.]+)/.exec(text)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(text).toMatch(/mkopo_pack_refusals \d+/);
    expect(text).toContain('process_resident_memory_bytes');
    await app.close();
  });

  it('labels a request without a matched route as unmatched', () => {
    expect(routeLabel(undefined)).toBe('unmatched');
    expect(routeLabel('/api/x/:id')).toBe('/api/x/:id');
  });
});
