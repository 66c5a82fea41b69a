/**
 * Africa's Talking SMS (Kenya, Tanzania) as a small fetch client: `POST /version1/messaging`
 * with form fields username, to, message, from and the `apiKey` header; 201 answers a status
 * per recipient. Delivery reports are posted to us (features/sms/report-routes.ts).
 */
import { atRecipientOutcome, httpOutcome, type SendOutcome } from '../domain/sms-outcome';
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
