/**
 * A transaction, as a type of its own: code that only means something inside one (a row lock, a
 * change that must commit with another) takes a `Tx`, so handing it the bare database fails to
 * compile. A `Tx` still goes wherever a `Db` is accepted.
 */
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
