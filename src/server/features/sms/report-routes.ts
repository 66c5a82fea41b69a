/**
 * `POST /sms/reports/africastalking/<SMS_REPORTS_TOKEN>`: Africa's Talking's delivery reports, form
 * posts with id, status, phoneNumber, networkCode, failureReason and retryCount.
 * `POST /sms/reports/beem/<SMS_REPORTS_TOKEN>`: Beem's, when its dashboard has a callback URL: JSON
 * `{request_id, recipient_id, dest_addr, status}` (Beem is also asked, features/sms/reports.ts).
 * Neither is signed, so the address holds a secret (SMS_REPORTS_TOKEN); without one, only sandbox
 * mode takes reports, from this machine. The answer is 200 for any report of ours, so the provider
 * does not post it again and again.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { beemReportMeaning } from '../../domain/sms-outcome';
import { atDeliveryReport } from '../../providers/africastalking';
import { parseBeemReport } from '../../providers/beem';
import { callbackAllowed, parseFormBodies } from '../../plugins/callback-secret';
import { sendError } from '../../plugins/errors';
import type { ServerDeps } from '../../types';
import { applyReport } from './reports';

/** Registers `plugin` as an encapsulated scope (its body parser stays inside). */
async function registerIn(app: FastifyInstance, plugin: (scope: FastifyInstance) => Promise<void>) {
  await app.register(plugin);
}

export const AT_REPORTS_PATH = '/sms/reports/africastalking';
export const BEEM_REPORTS_PATH = '/sms/reports/beem';

const allowed = (deps: Pick<ServerDeps, 'config'>, request: FastifyRequest): boolean =>
  callbackAllowed(request, deps.config.sms.reportsToken, deps.config.sandbox);

export function registerSmsReportRoutes(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'clock' | 'sms' | 'config'>,
): Promise<void> {
  return registerIn(app, async (scope) => {
    parseFormBodies(scope);
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!allowed(deps, request)) return sendError(request, reply, 'notFound');
      const report = atDeliveryReport((request.body ?? {}) as Record<string, string | undefined>);
      if (!report) return reply.code(400).send({ ok: false });
      const { failureReason, ...rest } = report;
      const result = await applyReport(deps, {
        provider: 'africastalking',
        ...rest,
        ...(failureReason ? { detail: failureReason } : {}),
      });
      return { ok: true, result };
    };
    scope.post(AT_REPORTS_PATH, handler);
    scope.post(`${AT_REPORTS_PATH}/:token`, handler);
    const beemHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!allowed(deps, request)) return sendError(request, reply, 'notFound');
      const report = parseBeemReport(request.body);
      if (!report) return reply.code(400).send({ successful: false });
      await applyReport(deps, {
        provider: 'beem',
        messageId: report.requestId,
        status: report.status,
        meaning: beemReportMeaning(report.status),
        reportKey: report.status,
      });
      return { request_id: report.requestId, successful: true };
    };
    scope.post(BEEM_REPORTS_PATH, beemHandler);
    scope.post(`${BEEM_REPORTS_PATH}/:token`, beemHandler);
  });
}
