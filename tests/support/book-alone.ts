/**
 * An entry booked as a test seeds the books: in a transaction of its own. The server books an
 * entry only inside the transaction of the change that caused it (`postEntry` takes a `Tx`); a
 * test that lays out a book before acting has no such change.
 */
import type { Db } from '../../src/server/db/client';
import { postEntry } from '../../src/server/features/ledger/post-entry-repo';

type Booking = Parameters<typeof postEntry> extends [unknown, ...infer Rest] ? Rest : never;

/** `postEntry` in a transaction of its own on `db`. */
export function bookAlone(db: Db, ...booking: Booking): Promise<boolean> {
  return db.transaction((tx) => postEntry(tx, ...booking));
}
