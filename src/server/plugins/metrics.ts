/**
 * Prometheus metrics (prom-client) in one registry per app, so tests that build several apps in
 * one process never mix their counts. Requests are labelled by route template (`/api/x/:id`, never
 * the raw URL) so the series stay few; job backlog and lag are read from the jobs table when
 * scraped, not counted, so every server reports the same truth about the shared queue.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerMoneyGauges, type MoneySources } from './money-metrics';
import { registerProcessGauges } from './process-metrics';
import type { JobBacklog } from './operability-repo';

export interface MetricSources extends MoneySources {
  /** Due jobs per kind with their lag, read at scrape time. */
  readonly jobs: () => Promise<readonly JobBacklog[]>;
  /** Data files refused since start (a broken pack edit keeps the last good one). */
  readonly packRefusals: () => number;
}

/** A route label for a request: its template, or one label for all that matched none. */
export function routeLabel(template: string | undefined): string {
  return template && template.length > 0 ? template : 'unmatched';
}

export function createMetrics(app: FastifyInstance, sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route template',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route template and status',
    labelNames,
    registers: [registry],
  });
  // The registry collects every metric at once: both job gauges share one read of the table.
  let reading: Promise<readonly JobBacklog[]> | undefined;
  const readJobs = () =>
    (reading ??= sources.jobs().finally(() => {
      reading = undefined;
    }));
  const jobGauge = (name: string, help: string, value: (row: JobBacklog) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        const rows = await readJobs();
        this.reset();
        for (const row of rows) this.set({ kind: row.kind }, value(row));
      },
    });
  jobGauge('mkopo_jobs_backlog', 'Pending jobs whose time has come, by kind', (r) => r.due);
  jobGauge(
    'mkopo_jobs_lag_seconds',
    'How long the oldest due job of each kind has waited past its time',
    (r) => r.lagSeconds,
  );
  new Gauge({
    name: 'mkopo_pack_refusals',
    help: 'Country pack files refused on load or reload since start (the last good one is served)',
    registers: [registry],
    collect() {
      this.set(sources.packRefusals());
    },
  });
  registerMoneyGauges(registry, sources);
  registerProcessGauges(registry);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status_code: String(reply.statusCode),
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });
  return registry;
}
