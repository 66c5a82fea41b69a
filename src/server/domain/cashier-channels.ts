/**
 * The cashier's payment channels of a country, from data (schemas/<cc>/cashier.json), so
 * operations add a pay-bill number or a guide without a release. A bad file is refused with the
 * file and field named: the server then keeps the wallet push only, never a wrong number.
 */

export const GUIDES = ['bill', 'qr', 'instapay'] as const;
export type Guide = (typeof GUIDES)[number];

/**
 * What the borrower does on the phone after Pay on an online channel (texts translated under
 * repay:cashier.phone): pinPrompt, the wallet pushes a PIN prompt (an STK push); paymentPage, a
 * payment page opens to finish there.
 */
export const PHONE_STEPS = ['pinPrompt', 'paymentPage'] as const;
export type PhoneSteps = (typeof PHONE_STEPS)[number];

export interface CashierChannel {
  readonly channelId: string;
  readonly name: string;
  /** online: a push to the borrower's wallet; bill: the borrower pays a business number. */
  readonly kind: 'online' | 'bill';
  /** Bill channels: the business (pay-bill / Lipa) number to pay to, with the reference. */
  readonly businessNumber?: string;
  /** Bill channels: which step-by-step guides apply (their steps are translated texts). */
  readonly guides?: readonly Guide[];
  /** Online channels: what the borrower does on the phone after Pay. */
  readonly phoneSteps?: PhoneSteps;
}

/** The wallet push every country has, even when its file is missing or broken. */
export const WALLET_PUSH: CashierChannel = {
  channelId: 'wallet',
  name: 'Mobile wallet',
  kind: 'online',
  phoneSteps: 'pinPrompt',
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function channel(file: string, i: number, raw: unknown): CashierChannel {
  const at = `${file}: channels[${i}]`;
  if (!isRecord(raw)) throw new Error(`${at} must be an object`);
  const { channelId, name, kind, businessNumber, guides, phoneSteps } = raw;
  if (typeof channelId !== 'string' || !/^[a-z0-9-]{1,64}$/.test(channelId))
    throw new Error(`${at}.channelId must be 1-64 of a-z, 0-9, -`);
  if (typeof name !== 'string' || name.length === 0 || name.length > 100)
    throw new Error(`${at}.name must be 1-100 characters`);
  if (kind !== 'online' && kind !== 'bill') throw new Error(`${at}.kind must be online or bill`);
  if (kind === 'online') {
    const steps = phoneSteps ?? 'pinPrompt';
    if (!PHONE_STEPS.includes(steps as PhoneSteps))
      throw new Error(`${at}.phoneSteps must be one of ${PHONE_STEPS.join(', ')}`);
    return { channelId, name, kind, phoneSteps: steps as PhoneSteps };
  }
  if (typeof businessNumber !== 'string' || !/^[0-9]{3,12}$/.test(businessNumber))
    throw new Error(`${at}.businessNumber must be 3-12 digits`);
  const list = guides ?? [...GUIDES];
  if (!Array.isArray(list) || !list.every((g): g is Guide => GUIDES.includes(g as Guide)))
    throw new Error(`${at}.guides must list some of ${GUIDES.join(', ')}`);
  return { channelId, name, kind, businessNumber, guides: list };
}

/** Checks a cashier file's content; throws naming the file and field at fault. */
export function parseChannels(file: string, raw: unknown): readonly CashierChannel[] {
  if (!isRecord(raw) || !Array.isArray(raw.channels) || raw.channels.length === 0)
    throw new Error(`${file}: "channels" must be a non-empty list`);
  const out = raw.channels.map((c, i) => channel(file, i, c));
  const ids = new Set(out.map((c) => c.channelId));
  if (ids.size !== out.length) throw new Error(`${file}: channelId must be unique`);
  return out;
}
