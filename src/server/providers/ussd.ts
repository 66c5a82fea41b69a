/**
 * A USSD aggregator behind one interface (docs/decisions/0052-ussd-channel.md): it reads the
 * gateway's request into a {@link UssdRequest} and writes a screen the way the gateway expects. A
 * second aggregator implements {@link UssdGateway}; the menu never sees whose request it is.
 *
 * Africa's Talking (tests/fixtures/africastalking-ussd/ holds its published shapes): a form post
 * with sessionId, serviceCode, phoneNumber, networkCode and text, where text is every answer of
 * the session joined by "*"; the answer is text/plain, status 200, "CON …" or "END …".
 */
import { wire, type Screen } from '../domain/ussd/screen';

export interface UssdRequest {
  readonly sessionId: string;
  readonly serviceCode: string;
  /** As the network sent it; normalised to E.164 by the menu. */
  readonly phoneNumber: string;
  readonly networkCode?: string;
  /** Every answer of the session so far, joined by "*"; '' on the dial. */
  readonly text: string;
}

export interface UssdReply {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export interface UssdGateway {
  readonly name: string;
  /** The request, or null when a field the session needs is missing. */
  parse(body: unknown): UssdRequest | null;
  reply(screen: Screen): UssdReply;
}

const field = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The official SDK's own tests post `phoneNumber=+1234567890` unencoded, which form decoding reads
 * as a leading space: a number starting with a space stands for one starting with "+".
 */
const phoneOf = (raw: string): string => raw.replace(/^ (?=\d)/, '+').trim();

export const africasTalkingUssd: UssdGateway = {
  name: 'africastalking',
  parse(body) {
    if (typeof body !== 'object' || body === null) return null;
    const b = body as Record<string, unknown>;
    const sessionId = field(b, 'sessionId');
    const phoneNumber = field(b, 'phoneNumber');
    if (!sessionId || !phoneNumber) return null;
    const networkCode = field(b, 'networkCode');
    return {
      sessionId,
      serviceCode: field(b, 'serviceCode') ?? '',
      phoneNumber: phoneOf(phoneNumber),
      ...(networkCode ? { networkCode } : {}),
      text: field(b, 'text') ?? '',
    };
  },
  reply(screen) {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: wire(screen) };
  },
};

/** What the borrower typed last: the part of `text` after the text already answered. */
export function newInput(text: string, answered: string): string {
  if (text === answered) return '';
  if (answered !== '' && text.startsWith(`${answered}*`)) return text.slice(answered.length + 1);
  if (answered === '') return text;
  // The gateway lost our previous answer's text (a retry): the last answer alone.
  return text.slice(text.lastIndexOf('*') + 1);
}
