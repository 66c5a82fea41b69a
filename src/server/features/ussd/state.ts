/** Where a USSD session stands, kept as JSON on its row (docs/decisions/0052-ussd-channel.md). */
import { USSD_FORMS, type UssdForm } from '../../domain/ussd/limits';
import type { WalkAt } from '../../domain/ussd/walk';

/** A loan's choice on the way to "1 Accept": the amount, then the days. */
export interface Choice {
  readonly amount: number;
  readonly days: number;
}

export type UssdState =
  | { readonly at: 'menu' }
  | { readonly at: 'forms' }
  | { readonly at: 'form'; readonly form: UssdForm; readonly walk: WalkAt }
  | { readonly at: 'borrow:amount'; readonly page: number }
  | { readonly at: 'borrow:term'; readonly amount: number }
  | ({ readonly at: 'borrow:facts' } & Choice)
  | ({ readonly at: 'borrow:accept' } & Choice)
  /** The application was sent: a replayed request reads the same answer again. */
  | { readonly at: 'borrow:applied'; readonly orderNo: string }
  | { readonly at: 'borrow:take' }
  | { readonly at: 'repay' }
  | { readonly at: 'repay:amount' }
  /** The push was opened: a replayed request opens the same one again, by the session's key. */
  | { readonly at: 'repay:pushed'; readonly amount: number }
  | { readonly at: 'language' };

export const MENU: UssdState = { at: 'menu' };

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

const SIMPLE = ['forms', 'borrow:take', 'repay', 'repay:amount', 'language'] as const;

function walkOf(walk: unknown): WalkAt | undefined {
  if (!isObj(walk) || typeof walk.field !== 'string' || typeof walk.page !== 'number')
    return undefined;
  return typeof walk.error === 'string'
    ? { field: walk.field, page: walk.page, error: walk.error }
    : { field: walk.field, page: walk.page };
}

function borrowOf(json: Record<string, unknown>): UssdState | undefined {
  const { at, amount, days, page, orderNo } = json;
  if (at === 'borrow:amount' && isCount(page)) return { at, page };
  if (at === 'borrow:term' && isCount(amount)) return { at, amount };
  if ((at === 'borrow:facts' || at === 'borrow:accept') && isCount(amount) && isCount(days))
    return { at, amount, days };
  if (at === 'borrow:applied' && typeof orderNo === 'string') return { at, orderNo };
  if (at === 'repay:pushed' && isCount(amount)) return { at, amount };
  return undefined;
}

/** The stored JSON read back; anything unexpected (an older shape) starts at the menu. */
export function stateOf(json: unknown): UssdState {
  if (!isObj(json)) return MENU;
  const simple = SIMPLE.find((s) => s === json.at);
  if (simple) return { at: simple };
  const walk = walkOf(json.walk);
  if (json.at === 'form' && (USSD_FORMS as readonly unknown[]).includes(json.form) && walk)
    return { at: 'form', form: json.form as UssdForm, walk };
  return borrowOf(json) ?? MENU;
}

/** A screen's name for the drop-off counts: never an answer. */
export function screenName(state: UssdState): string {
  return state.at === 'form' ? `form:${state.form}:${state.walk.field}` : state.at;
}
