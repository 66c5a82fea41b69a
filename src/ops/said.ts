/**
 * What the console keeps to show after an action (a notice, a refusal, a verdict): the locale key
 * and its values, put into words only when it renders, so switching the language re-words every
 * message already on the page. A message kept as text stays in the language it was made in.
 */
import { useCallback } from 'react';
import { OpsHttpError } from './api';
import { useOpsT, type OpsT } from './use-ops-t';

/**
 * A value of a message: as it is, itself a message (a role's or a flag's name), or words made in
 * the language shown (a journal split named by its accounts).
 */
export type SaidValue = string | number | Said | ((t: OpsT) => string);

export interface Said {
  readonly key: string;
  readonly values?: Readonly<Record<string, SaidValue>>;
  /** A sentence that follows this one (a refusal, then the hours that are allowed). */
  readonly then?: Said;
}

export const said = (key: string, values?: Record<string, SaidValue>, then?: Said): Said => ({
  key,
  ...(values ? { values } : {}),
  ...(then ? { then } : {}),
});

/** A message in words, with `t` of the language shown now. */
export function sayWith(t: OpsT, message: Said): string {
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([k, v]) => [
      k,
      typeof v === 'function' ? v(t) : typeof v === 'object' ? sayWith(t, v) : v,
    ]),
  );
  const text = t(message.key, values);
  return message.then ? `${text} ${sayWith(t, message.then)}` : text;
}

/** `say(message)` in the console's language; a page re-renders with it when the language changes. */
export function useSay(): (message: Said) => string {
  const { t } = useOpsT();
  return useCallback((message: Said) => sayWith(t, message), [t]);
}

/** What a refused or failed change says to the staff member. */
export function failureSaid(err: unknown): Said {
  if (!(err instanceof OpsHttpError)) return said('error.unreachable');
  if (err.status === 403) return said('error.forbidden');
  if (err.status === 401) return said('login.sessionEnded');
  // A refusal the page has no words for: its code, never the error object's 'Error: …'.
  return said('error.failed', { code: err.code });
}

/** A failure in words now: for a page that shows it as it renders, never keeping the text. */
export function failureText(t: OpsT, err: unknown): string {
  return sayWith(t, failureSaid(err));
}

/** A refusal the page words by `prefix`.`code` when its code is `known`, else as any failure. */
export function refusalSaid(err: unknown, prefix: string, known: readonly string[]): Said {
  return err instanceof OpsHttpError && known.includes(err.code)
    ? said(`${prefix}.${err.code}`)
    : failureSaid(err);
}
