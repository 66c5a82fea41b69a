/** Server-side paging of console lists: a 1-based page number from the query, 50 rows a page. */
export const PAGE_SIZE = 50;

export function pageOf(raw: string | undefined): { page: number; limit: number; offset: number } {
  const parsed = Number(raw ?? 1);
  const page = Number.isSafeInteger(parsed) && parsed >= 1 && parsed <= 100_000 ? parsed : 1;
  return { page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/**
 * Keyset paging (docs/decisions/0028-keyset-paging.md): a cursor is the sort key of the last row
 * shown, so the next page starts on the index where the last one ended, whatever its depth. A
 * page number would make the database read and drop every row before it.
 */
const ID = /^[1-9]\d{0,15}$/;

/** The cursor of a list read newest first by id: the last id shown. */
export const idCursor = (id: number): string => String(id);

/** The id a cursor names; undefined for none or anything that is not one (the first page). */
export function idAfter(raw: string | undefined): number | undefined {
  if (raw === undefined || !ID.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The sort key of the collections queue: days past due, principal at the close, order id. */
export interface QueueKey {
  readonly daysPastDue: number;
  readonly principal: number;
  readonly orderId: number;
}

export const queueCursor = (k: QueueKey): string => `${k.daysPastDue}.${k.principal}.${k.orderId}`;

/** The queue key a cursor names; undefined when it is not one. */
export function queueAfter(raw: string | undefined): QueueKey | undefined {
  const m = raw === undefined ? null : /^(\d{1,9})\.(-?\d{1,15})\.([1-9]\d{0,15})$/.exec(raw);
  if (!m) return undefined;
  const [daysPastDue, principal, orderId] = [m[1], m[2], m[3]].map(Number);
  if (daysPastDue === undefined || principal === undefined || orderId === undefined)
    return undefined;
  if (![daysPastDue, principal, orderId].every(Number.isSafeInteger)) return undefined;
  return { daysPastDue, principal, orderId };
}

/** The answer's `next`: the last shown row's cursor when one more row was read than shown. */
export function nextOf<T>(rows: readonly T[], limit: number, cursor: (row: T) => string) {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return last === undefined ? null : cursor(last);
}

/** The sort key of the proof queue, oldest first: upload time (µs since 1970) and file id. */
export interface ProofKey {
  readonly createdAtUs: number;
  readonly fileId: number;
}

export const proofCursor = (k: ProofKey): string => `${k.createdAtUs}.${k.fileId}`;

/** The proof key a cursor names; undefined when it is not one (the first page). */
export function proofAfter(raw: string | undefined): ProofKey | undefined {
  const m = raw === undefined ? null : /^(\d{1,16})\.([1-9]\d{0,15})$/.exec(raw);
  if (!m) return undefined;
  const [createdAtUs, fileId] = [Number(m[1]), Number(m[2])];
  if (![createdAtUs, fileId].every(Number.isSafeInteger)) return undefined;
  return { createdAtUs, fileId };
}
