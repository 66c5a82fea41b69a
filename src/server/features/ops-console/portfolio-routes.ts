/**
 * Finance's portfolio report: one country, one business day (default: yesterday, the
 * last closed day on that country's calendar), as JSON for the screen or as CSV. A CSV export is
 * audited like the book's.
 */
import type { FastifyInstance } from 'fastify';
import { isCountry } from '../../../shared/countries';
import { businessDay } from '../../domain/business-date';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { portfolioOf, type Portfolio } from '../portfolio';
import { audit } from './audit';
import { calendarDay } from './calendar-day';
import { toCsv } from './csv';
import { staffOf } from './route-helpers';

type PortfolioQuery = { country?: string; day?: string; format?: string };

/** The report as rows of (product, section, item, value): one figure a line, easy to pivot. */
export function portfolioCsv(report: Portfolio): string {
  const rows: (string | number)[][] = [];
  for (const p of report.products) {
    const add = (section: string, item: string, value: number) =>
      rows.push([report.country, report.currency, report.day, p.productId, section, item, value]);
    add('book', 'loans', p.loans);
    add('book', 'outstandingPrincipal', p.outstanding);
    for (const par of p.par) {
      add('par', `PAR${par.days}.principal`, par.principal);
      add('par', `PAR${par.days}.shareBp`, par.shareBp);
    }
    for (const a of p.aging) {
      add('aging', `${a.bucket}.loans`, a.loans);
      add('aging', `${a.bucket}.principal`, a.principal);
    }
    for (const [kind, flow] of Object.entries(p.flows)) {
      add('flows', `${kind}.day`, flow.day);
      add('flows', `${kind}.month`, flow.month);
    }
    for (const v of p.vintage) {
      add('vintage', `${v.month}.loans`, v.loans);
      add('vintage', `${v.month}.due`, v.due);
      add('vintage', `${v.month}.repaidOnTime`, v.repaidOnTime);
      add('vintage', `${v.month}.shareBp`, v.shareBp);
    }
  }
  const header = ['country', 'currency', 'day', 'product', 'section', 'item', 'value'];
  return toCsv(header, rows);
}

export function registerPortfolioRoutes(api: FastifyInstance, server: ServerDeps): void {
  api.get<{ Querystring: PortfolioQuery }>(
    '/portfolio',
    { config: { opsAction: 'portfolio.read' } },
    async (request, reply) => {
      const q = request.query;
      const country = q.country ?? server.config.defaultCountry;
      if (!isCountry(country)) throw new ApiError('badInput');
      const today = businessDay(server.clock(), country);
      const day = q.day === undefined || q.day === '' ? today - 1 : calendarDay(q.day);
      // A day after today has no figures yet: refused rather than answered with zeros.
      if (day === undefined || day > today) throw new ApiError('badInput');
      const report = await portfolioOf(server, country, day);
      if (q.format !== 'csv') return report;
      await audit(
        server,
        staffOf(request).staff.id,
        'portfolio.export',
        `country:${country}`,
        { day: report.day },
        request.ip,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="portfolio-${country}-${report.day}.csv"`,
        )
        .send(portfolioCsv(report));
    },
  );
}
