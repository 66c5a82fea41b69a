/**
 * What members booked alone (`staff_money_acts`, decision 0039) is what the staff windows count:
 * the server's role may read and add acts but never edit, delete or truncate them, so no one with
 * its password can empty a member's or a borrower's window.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../../src/server/db/client';
import { staffMoneyActs } from '../../../src/server/db/schema';
import { addStaff } from '../../../src/server/features/ops-console/auth-service';
import { isolatedPostgres } from '../helpers';

const LOGIN = 'mkopo_acts_test_login';
let owner: Awaited<ReturnType<typeof isolatedPostgres>> | undefined;
let server: Database | undefined;

afterAll(async () => {
  await server?.close();
  await owner?.database.close();
  await owner?.drop();
});

describe('staff acts under the server role', () => {
  it('are added and read, never changed, deleted or truncated', async () => {
    owner = await isolatedPostgres(process.env.DATABASE_URL!);
    await owner.database.migrate();
    await owner.database.db.execute(
      sql.raw(`do $$ begin
        if not exists (select 1 from pg_roles where rolname = '${LOGIN}') then
          create role ${LOGIN} login in role mkopo_app;
        end if;
      exception when duplicate_object or unique_violation then null; end $$`),
    );
    const url = new URL(owner.url);
    url.username = LOGIN;
    server = postgresDatabase(new pg.Pool({ connectionString: url.toString(), max: 2 }));
    const member = await addStaff(
      { db: owner.database.db, clock: Date.now },
      'f@lender.test',
      'finance',
    );
    const act = { staffId: member.staff.id, userId: 1, orderId: 1, kind: 'waiver' as const };
    await server.db.insert(staffMoneyActs).values({ ...act, amount: 5_000, at: new Date() });
    expect(await server.db.select().from(staffMoneyActs)).toHaveLength(1);
    const denied = async (statement: string) =>
      server!.db.execute(sql.raw(statement)).then(
        () => 'done',
        (error: Error) => String(error.cause ?? error),
      );
    for (const statement of [
      'update staff_money_acts set amount = 1',
      'delete from staff_money_acts',
      'truncate staff_money_acts',
    ])
      expect(await denied(statement), statement).toMatch(/permission denied/);
    expect(await server.db.select().from(staffMoneyActs)).toHaveLength(1);
  });
});
