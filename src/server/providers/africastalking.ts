/**
 * Africa's Talking SMS (Kenya, Tanzania) as a small fetch client: `POST /version1/messaging`
 * with form fields username, to, message, from and bulkSMSMode and the `apiKey` header; 201
 * answers a status per recipient. Delivery reports are posted to us
 * (features/sms/report-routes.ts) as a form that `atDeliveryReport` reads.
 * tests/conformance/sms.test.ts holds both to the published shapes.
 */
import {
  atRecipientOutcome,
  atReportMeaning,
  httpOutcome,
  type ReportMeaning,
  type SendOutcome,
} from '../domain/sms-outcome';
import type { OutgoingSms, SmsGateway } from './sms';

export interface AfricasTalkingOptions {
  /** https://api.africastalking.com, the sandbox's https://api.sandbox.africastalking.com, or a simulator. */
  readonly url: string;
  readonly username: string;
  readonly apiKey: string;
  readonly timeoutMs?: number;
}

interface AtAnswer {
  SMSMessageData?: {
    Message?: string;
    Recipients?: Array<{ statusCode?: number; status?: string; messageId?: string }>;
  };
}

export function africasTalking(options: AfricasTalkingOptions): SmsGateway {
  return {
    name: 'africastalking',
    async send(message: OutgoingSms): Promise<SendOutcome> {
      const body = new URLSearchParams({
        username: options.username,
        to: message.to,
        message: message.text,
        from: message.senderId,
        // 1 is the documented default for bulk (sender-paid) messages; the official client sends it.
        bulkSMSMode: '1',
      });
      let res: Response;
      try {
        res = await fetch(`${options.url.replace(/\/$/, '')}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return { kind: 'transient', status: transportError(error) };
      }
      if (res.status !== 201) return httpOutcome(res.status);
      const answer = (await res.json().catch(() => ({}))) as AtAnswer;
      const [recipient] = answer.SMSMessageData?.Recipients ?? [];
      if (!recipient || typeof recipient.statusCode !== 'number') {
        const said = answer.SMSMessageData?.Message ?? 'no recipient status';
        return /InvalidPhoneNumber/i.test(said)
          ? { kind: 'final', status: said }
          : { kind: 'transient', status: said };
      }
      return atRecipientOutcome(recipient.statusCode, recipient.messageId ?? '');
    },
  };
}

/** A timeout or a refused connection, in a word for the outbox row. */
export function transportError(error: unknown): string {
  const name = (error as { name?: string }).name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network error';
}

/** A delivery report as Africa's Talking posts it, read into what the outbox needs. */
export interface AtDeliveryReport {
  readonly messageId: string;
  /** Sent, Submitted, Buffered, Rejected, Success or Failed. */
  readonly status: string;
  readonly meaning: ReportMeaning;
  /** What makes this report one of its kind: its status and the provider's retry count. */
  readonly reportKey: string;
  /** failureReason, given with Rejected and Failed only. */
  readonly failureReason?: string;
}

/**
 * The form fields of a delivery report (id, status, phoneNumber, networkCode, failureReason,
 * retryCount); undefined when it lacks the id or the status.
 */
export function atDeliveryReport(
  form: Readonly<Record<string, string | undefined>>,
): AtDeliveryReport | undefined {
  const { id, status, failureReason } = form;
  if (!id || !status) return undefined;
  return {
    messageId: id,
    status,
    meaning: atReportMeaning(status, failureReason),
    reportKey: `${status}:${form.retryCount ?? ''}`,
    ...(failureReason ? { failureReason } : {}),
  };
}
