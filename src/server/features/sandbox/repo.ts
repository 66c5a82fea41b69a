/** SQL of the sandbox clock's one row (schema sandbox_clock). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxClock } from '../../db/schema';

const ROW = 1;

export async function readClockOffset(db: Db): Promise<number> {
  const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, ROW));
  return row?.offsetMs ?? 0;
}

export async function writeClockOffset(db: Db, offsetMs: number, at: Date): Promise<void> {
  await db
    .insert(sandboxClock)
    .values({ id: ROW, offsetMs, updatedAt: at })
    .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs, updatedAt: at } });
}
