/**
 * Beem Africa SMS (Tanzania) as a small fetch client: `POST /v1/send` with Basic auth and JSON
 * recipients; delivery reports are asked for (`GET /public/v1/delivery-reports`), never posted.
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
            message: message.text,
            encoding: 0,
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
        const reports = (await res.json()) as Array<{ status?: string }>;
        const status = reports[0]?.status;
        return status ? { status, meaning: beemReportMeaning(status) } : undefined;
      } catch {
        return undefined; // asked again later
      }
    },
  };
}
