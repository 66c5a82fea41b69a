/**
 * The staff audit a regulator can trust: every row carries the hash of the one before, parallel
 * writers cannot fork the chain, `npm run ops -- audit verify` proves it and names the first row
 * changed in SQL, and the server's role may only insert and read it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../../src/server/db/schema';
import { audit } from '../../../src/server/features/ops-console/audit';
import { runAuditCommand } from '../../../src/server/features/ops-console/audit-command';
import { verifyAuditChain } from '../../../src/server/features/ops-console/audit-verify';
import { GENESIS_HASH } from '../../../src/server/features/ops-console/audit-chain';
import { setUpTestDb, testConfig } from '../helpers';

const ctx = setUpTestDb();
const deps = () => ({ db: ctx.testDb.db, clock: () => Date.UTC(2026, 0, 15, 6) });

/** `audit verify` against an anchors file with no anchors yet: the chain against itself. */
async function verify() {
  const out: string[] = [];
  const anchors = join(mkdtempSync(join(tmpdir(), 'mkopo-anchors-')), 'anchors.jsonl');
  writeFileSync(anchors, '');
  const code = await runAuditCommand(
    { ...deps(), config: testConfig() },
    ['verify', '--anchors', anchors],
    (l) => out.push(l),
  );
  return { code, out };
}

/** What only the database's owner can do: change a row behind the append-only trigger. */
async function tamper(statement: string) {
  await ctx.testDb.db.transaction(async (tx) => {
    await tx.execute(sql.raw('alter table staff_audit disable trigger staff_audit_no_change'));
    await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw('alter table staff_audit enable trigger staff_audit_no_change'));
  });
}

const writeMany = (n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      audit(
        deps(),
        i % 3 === 0 ? null : i,
        'waiver.post',
        `order:TZ${i}`,
        { amount: i, reason: 'ok' },
        '10.0.0.1',
      ),
    ),
  );

describe('the audit hash chain', () => {
  it('chains rows written in parallel into one line, and verifies', async () => {
    await writeMany(60);
    const rows = await ctx.testDb.db.select().from(staffAudit).orderBy(staffAudit.seq);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(60);
    expect(await verify()).toEqual({ code: 0, out: ['audit chain verified: 60 rows, 0 anchors'] });
  });

  it('names the first row whose contents were changed in SQL', async () => {
    await writeMany(20);
    const [row] = await ctx.testDb.db
      .select()
      .from(staffAudit)
      .where(sql`seq = 7`);
    // A detail no write made: rows are written in parallel, so any of them may hold seq 7.
    await tamper(
      `update staff_audit set detail = '{"amount": -1, "reason": "changed"}' where seq = 7`,
    );
    const verdict = await verifyAuditChain(ctx.testDb);
    expect(verdict).toMatchObject({ ok: false, firstBrokenId: String(row!.id), broken: 'hash' });
    const { code, out } = await verify();
    expect(code).toBe(1);
    expect(out[0]).toContain(`audit chain BROKEN at audit row #${row!.id}`);
  });

  it('finds a row whose hash was recomputed too: the next row no longer follows it', async () => {
    await writeMany(10);
    await tamper(
      `update staff_audit set action = 'nothing', hash = staff_audit_row_hash(prev_hash, seq, id, staff_id, 'nothing', target, detail, ip, at) where seq = 4`,
    );
    expect(await verifyAuditChain(ctx.testDb)).toMatchObject({ ok: false, broken: 'prevHash' });
  });

  it('finds a deleted row and rows cut from the end', async () => {
    await writeMany(10);
    await tamper('delete from staff_audit where seq = 10');
    expect(await verifyAuditChain(ctx.testDb)).toMatchObject({
      ok: false,
      broken: 'head',
      firstBrokenId: null,
    });
    await tamper('delete from staff_audit where seq = 3');
    expect(await verifyAuditChain(ctx.testDb)).toMatchObject({ ok: false, broken: 'seq' });
  });

  it('lets the server role insert and read the audit, never change, delete or truncate it', async () => {
    await writeMany(2);
    const asApp = (statement: string) =>
      ctx.testDb.db.transaction(async (tx) => {
        await tx.execute(sql.raw('set local role mkopo_app'));
        return tx.execute(sql.raw(statement));
      });
    await asApp(`insert into staff_audit (action, at) values ('signin.fail', now())`);
    await asApp('select count(*) from staff_audit');
    for (const statement of [
      `update staff_audit set action = 'x'`,
      'delete from staff_audit',
      'truncate staff_audit',
      'alter table staff_audit disable trigger staff_audit_no_change',
      `update staff_audit_head set seq = 0`,
    ])
      expect(
        await asApp(statement).then(
          () => 'done',
          (error: Error) => String(error.cause),
        ),
        statement,
      ).toMatch(/permission denied|must be owner/);
    expect((await verifyAuditChain(ctx.testDb)).ok).toBe(true);
  });
});
