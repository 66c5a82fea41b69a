/**
 * Production runs the server as a member of `mkopo_app` (README): it starts on a migrated
 * database without the right to create anything, works, and cannot change, delete, truncate or
 * bypass the staff audit; the chain still verifies.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../../src/server/db/client';
import { audit } from '../../../src/server/features/ops-console/audit';
import { verifyAuditChain } from '../../../src/server/features/ops-console/audit-verify';
import { isolatedPostgres } from '../helpers';

const LOGIN = 'mkopo_audit_test_login';
let owner: Awaited<ReturnType<typeof isolatedPostgres>> | undefined;
let server: Database | undefined;

afterAll(async () => {
  await server?.close();
  await owner?.database.close();
  await owner?.drop();
});

describe('the server as the restricted role', () => {
  it('starts, writes the audit, and can neither change nor erase it', async () => {
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
    await server.migrate(); // nothing left to apply: no CREATE needed
    const deps = { db: server.db, clock: Date.now };
    await audit(deps, null, 'signin.fail', null, { email: null }, '10.0.0.1');
    const denied = async (statement: string) =>
      server!.db.execute(sql.raw(statement)).then(
        () => 'done',
        (error: Error) => String(error.cause ?? error),
      );
    for (const statement of [
      `update staff_audit set action = 'x'`,
      'delete from staff_audit',
      'truncate staff_audit',
      'alter table staff_audit disable trigger staff_audit_no_change',
      'set session_replication_role = replica',
      `update staff_audit_head set seq = 0`,
    ])
      expect(await denied(statement), statement).toMatch(/permission denied|must be owner/);
    expect(await verifyAuditChain(owner.database)).toEqual({ ok: true, rows: 1 });
  });
});
