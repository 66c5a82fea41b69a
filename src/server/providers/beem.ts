/**
 * Beem Africa SMS (Tanzania) as a small fetch client: `POST /v1/send` with Basic auth and JSON
 * recipients. Delivery reports are asked for (`GET /public/v1/delivery-reports` on the reports
 * host) and may also be pushed to us (features/sms/report-routes.ts); both carry one report
 * `{dest_addr, request_id, status}`, which `parseBeemReport` reads (docs/decisions/0034).
 */
import { beemReportMeaning, httpOutcome, type SendOutcome } from '../domain/sms-outcome';
import { transportError } from './africastalking';
import type { OutgoingSms, QueriedReport, SmsGateway } from './sms';

export interface BeemOptions {
  /** https://apisms.beem.africa or a simulator. */
  readonly url: string;
  /** https://dlrapi.beem.africa or a simulator. */
  readonly reportsUrl: string;
  readonly apiKey: string;
  readonly secretKey: string;
  readonly timeoutMs?: number;
}

interface BeemAnswer {
  successful?: boolean;
  request_id?: number | string;
  code?: number;
  message?: string;
  valid?: number;
  invalid?: number;
}

/** One delivery report as Beem words it, whether asked for or pushed. */
export interface BeemReport {
  readonly requestId: string;
  readonly destAddr: string;
  readonly status: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * A delivery report from Beem's answer or post: one object `{dest_addr, request_id, status}`, or
 * (as some readings of the pull API have it) an array of them, of which the one for `requestId`.
 * Beem's own callback samples spell the status `status` and `Status`: both are read.
 */
export function parseBeemReport(body: unknown, requestId?: string): BeemReport | undefined {
  const candidates: unknown[] = Array.isArray(body) ? body : [body];
  for (const item of candidates) {
    if (typeof item !== 'object' || item === null) continue;
    const fields = item as Record<string, unknown>;
    const id = text(fields.request_id);
    const status = text(fields.status) ?? text(fields.Status);
    if (id === undefined || !status) continue;
    if (requestId !== undefined && id !== requestId) continue;
    return { requestId: id, destAddr: text(fields.dest_addr) ?? '', status };
  }
  return undefined;
}

const trim = (url: string) => url.replace(/\/$/, '');

export function beem(options: BeemOptions): SmsGateway {
  const auth = `Basic ${Buffer.from(`${options.apiKey}:${options.secretKey}`).toString('base64')}`;
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);
  return {
    name: 'beem',
    async send(message: OutgoingSms): Promise<SendOutcome> {
      let res: Response;
      try {
        res = await fetch(`${trim(options.url)}/v1/send`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            source_addr: message.senderId,
            schedule_time: '',
            encoding: 0,
            message: message.text,
            recipients: [{ recipient_id: 1, dest_addr: message.to.replace(/^\+/, '') }],
          }),
          signal: timeout(),
        });
      } catch (error) {
        return { kind: 'transient', status: transportError(error) };
      }
      const answer = (await res.json().catch(() => ({}))) as BeemAnswer;
      if (res.ok && answer.successful && (answer.valid ?? 1) > 0 && answer.request_id !== undefined)
        return {
          kind: 'accepted',
          messageId: String(answer.request_id),
          status: String(answer.code ?? 100),
        };
      if (res.ok && (answer.invalid ?? 0) > 0)
        return { kind: 'final', status: `invalid number (${answer.message ?? answer.code ?? ''})` };
      return res.ok
        ? { kind: 'transient', status: String(answer.message ?? answer.code) }
        : httpOutcome(res.status);
    },
    async queryReport(messageId: string, to: string): Promise<QueriedReport | undefined> {
      const query = new URLSearchParams({
        dest_addr: to.replace(/^\+/, ''),
        request_id: messageId,
      });
      try {
        const res = await fetch(`${trim(options.reportsUrl)}/public/v1/delivery-reports?${query}`, {
          headers: { authorization: auth },
          signal: timeout(),
        });
        if (!res.ok) return undefined;
        const report = parseBeemReport(await res.json(), messageId);
        return report && { status: report.status, meaning: beemReportMeaning(report.status) };
      } catch {
        return undefined; // asked again later
      }
    },
  };
}
