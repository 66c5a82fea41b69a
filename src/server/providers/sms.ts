/**
 * SMS provider (DESIGN §6): an interface with a sandbox that sends nothing, logs the code and
 * keeps recent messages for `/sandbox/sms`. A real gateway implements the same interface.
 */
import type { SmsPurpose } from '../db/schema';

export interface SmsMessage {
  readonly mobile: string;
  readonly purpose: SmsPurpose;
  readonly code: string;
}

/** A plain text message (due-date reminders). */
export interface TextMessage {
  readonly mobile: string;
  readonly text: string;
}

export interface SmsProvider {
  sendCode(message: SmsMessage): Promise<void>;
  sendText(message: TextMessage): Promise<void>;
}

export interface SentSms extends SmsMessage {
  /** ms since the epoch, from the server clock. */
  readonly sentAt: number;
}

/** Where the sandbox reports a message; the app writes it to its log. */
export type SmsLog = (sent: SentSms) => void;

/** Keeps the last messages in memory, newest first. */
export class SandboxSms implements SmsProvider {
  private readonly sent: SentSms[] = [];

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly log: SmsLog = () => {},
    private readonly keep = 200,
  ) {}

  async sendCode(message: SmsMessage): Promise<void> {
    const entry = { ...message, sentAt: this.clock() };
    this.sent.unshift(entry);
    this.sent.length = Math.min(this.sent.length, this.keep);
    this.log(entry);
  }

  /** Recent messages, newest first. */
  recent(): readonly SentSms[] {
    return [...this.sent];
  }

  private readonly texts: (TextMessage & { sentAt: number })[] = [];

  async sendText(message: TextMessage): Promise<void> {
    this.texts.unshift({ ...message, sentAt: this.clock() });
    this.texts.length = Math.min(this.texts.length, this.keep);
  }

  /** Recent text messages (reminders), newest first. */
  recentTexts(): readonly (TextMessage & { sentAt: number })[] {
    return [...this.texts];
  }
}
