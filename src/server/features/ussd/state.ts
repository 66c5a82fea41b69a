/** Where a USSD session stands, kept as JSON on its row (docs/decisions/0052-ussd-channel.md). */
import { USSD_FORMS, type UssdForm } from '../../domain/ussd/limits';
import type { WalkAt } from '../../domain/ussd/walk';

export type UssdState =
  | { readonly at: 'menu' }
  | { readonly at: 'forms' }
  | { readonly at: 'form'; readonly form: UssdForm; readonly walk: WalkAt };

export const MENU: UssdState = { at: 'menu' };

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored JSON read back; anything unexpected (an older shape) starts at the menu. */
export function stateOf(json: unknown): UssdState {
  if (!isObj(json)) return MENU;
  if (json.at === 'forms') return { at: 'forms' };
  const walk = json.walk;
  if (
    json.at === 'form' &&
    (USSD_FORMS as readonly unknown[]).includes(json.form) &&
    isObj(walk) &&
    typeof walk.field === 'string' &&
    typeof walk.page === 'number'
  ) {
    const at: WalkAt =
      typeof walk.error === 'string'
        ? { field: walk.field, page: walk.page, error: walk.error }
        : { field: walk.field, page: walk.page };
    return { at: 'form', form: json.form as UssdForm, walk: at };
  }
  return MENU;
}

/** A screen's name for the drop-off counts: never an answer. */
export function screenName(state: UssdState): string {
  return state.at === 'form' ? `form:${state.form}:${state.walk.field}` : state.at;
}
