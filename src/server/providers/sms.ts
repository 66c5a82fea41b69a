/**
 * SMS gateways (docs/architecture.md §6): the outbox (features/sms) renders a message and hands it to one of
 * its country's gateways, which answers what the provider said. The sandbox gateway sends
 * nothing: it keeps recent messages for `/sandbox/sms`. Real gateways: africastalking.ts, beem.ts.
 */
import type { SmsPurpose } from '../db/schema';
import type { ReportMeaning, SendOutcome } from '../domain/sms-outcome';
import type { Country } from '../../shared/countries';

export type SmsProviderName = 'sandbox' | 'africastalking' | 'beem';

/** A rendered message on its way to one number. */
export interface OutgoingSms {
  /** E.164. */
  readonly to: string;
  readonly text: string;
  /** The sender name registered for the country with this provider. */
  readonly senderId: string;
  /** The template it was rendered from (`code.login`…): the sandbox page groups by it. */
  readonly template: string;
  /** The sign-in code it carries, for the sandbox page only: real gateways ignore it. */
  readonly code?: string;
}

/** A delivery report asked for (providers that report by query, such as Beem). */
export interface QueriedReport {
  readonly status: string;
  readonly meaning: ReportMeaning;
}

export interface SmsGateway {
  readonly name: SmsProviderName;
  send(message: OutgoingSms): Promise<SendOutcome>;
  /** Asks for a message's report; absent when the provider posts its reports to us. */
  queryReport?(messageId: string, to: string): Promise<QueriedReport | undefined>;
  /** The provider reports nothing: accepted means delivered (the sandbox). */
  readonly deliveredOnAccept?: boolean;
}

/** One gateway of a country, with the sender name registered there. */
export interface RoutedGateway {
  readonly gateway: SmsGateway;
  readonly senderId: string;
}

/** Which gateways serve which country, in order of preference (the next when one fails). */
export interface SmsGateways {
  forCountry(country: Country): readonly RoutedGateway[];
  byName(name: string): SmsGateway | undefined;
}

export interface SentSms {
  readonly mobile: string;
  readonly purpose: SmsPurpose;
  readonly code: string;
  /** ms since the epoch, from the server clock. */
  readonly sentAt: number;
}

/** A message the sandbox "sent". */
export interface SandboxText {
  readonly id: string;
  readonly mobile: string;
  readonly template: string;
  readonly text: string;
  readonly sentAt: number;
}

/** Where the sandbox reports a message; the app writes it to its log. */
export type SmsLog = (sent: SandboxText) => void;

const PURPOSE_OF = /^code\.(login|register|deleteUser|bindCard)$/;

/** Keeps the last messages in memory, newest first; serves every country. */
export class SandboxSms implements SmsGateway, SmsGateways {
  readonly name = 'sandbox' as const;
  readonly deliveredOnAccept = true;
  private readonly codes: SentSms[] = [];
  private readonly texts: SandboxText[] = [];
  private count = 0;

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly log: SmsLog = () => {},
    private readonly keep = 200,
  ) {}

  async send(message: OutgoingSms): Promise<SendOutcome> {
    const sentAt = this.clock();
    const id = `sandbox-${++this.count}-${sentAt}`;
    const purpose = PURPOSE_OF.exec(message.template)?.[1] as SmsPurpose | undefined;
    if (purpose && message.code !== undefined)
      keepNewest(
        this.codes,
        { mobile: message.to, purpose, code: message.code, sentAt },
        this.keep,
      );
    const text = { id, mobile: message.to, template: message.template, text: message.text, sentAt };
    keepNewest(this.texts, text, this.keep);
    this.log(text);
    return { kind: 'accepted', messageId: id, status: 'Success' };
  }

  /** Recent codes, newest first. */
  recent(): readonly SentSms[] {
    return [...this.codes];
  }

  /** Recent messages of every kind (reminders, receipts, codes), newest first. */
  recentTexts(): readonly SandboxText[] {
    return [...this.texts];
  }

  forCountry(): readonly RoutedGateway[] {
    return [{ gateway: this, senderId: 'SANDBOX' }];
  }

  byName(name: string): SmsGateway | undefined {
    return name === this.name ? this : undefined;
  }
}

function keepNewest<T>(list: T[], item: T, keep: number): void {
  list.unshift(item);
  list.length = Math.min(list.length, keep);
}
