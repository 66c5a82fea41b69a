/**
 * The audit's chain head anchored outside the database: whoever owns the database can rewrite a
 * row, recompute every later hash and the head, and the chain proves itself again; `audit verify`
 * given the anchors written before the rewrite names it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit } from '../../../src/server/features/ops-console/audit';
import { runAuditCommand } from '../../../src/server/features/ops-console/audit-command';
import { verifyAuditChain } from '../../../src/server/features/ops-console/audit-verify';
import {
  anchorAuditHead,
  startAuditAnchoring,
} from '../../../src/server/features/ops-console/audit-anchoring';
import {
  ANCHOR_FILE,
  readAnchors,
} from '../../../src/server/features/ops-console/audit-anchor-file';
import { parseAnchors } from '../../../src/server/features/ops-console/audit-anchors';
import { GENESIS_HASH } from '../../../src/server/features/ops-console/audit-chain';
import { setUpTestDb, testConfig } from '../helpers';

const ctx = setUpTestDb();
const START = Date.UTC(2026, 0, 15, 6);
const silent = { info: () => {}, error: () => {} };

function anchorDeps(dataDir: string, now = START) {
  return { db: ctx.testDb.db, clock: () => now, log: silent, dataDir };
}

const freshDir = () => mkdtempSync(join(tmpdir(), 'mkopo-anchors-'));

async function write(n: number, from = 0) {
  for (let i = from; i < from + n; i++)
    await audit(
      { db: ctx.testDb.db, clock: () => START + i },
      i,
      'waiver.post',
      `order:TZ${i}`,
      { amount: i },
      null,
    );
}

/**
 * What the database's owner can do: change row `seq`, then recompute it and every later row's
 * hash with the database's own function, and move the head to the new end.
 */
async function rewriteAsOwner(seq: number, action: string) {
  await ctx.testDb.db.transaction(async (tx) => {
    await tx.execute(sql.raw('alter table staff_audit disable trigger staff_audit_no_change'));
    await tx.execute(sql`update staff_audit set action = ${action} where seq = ${seq}`);
    await tx.execute(
      sql.raw(`do $$
      declare r record; prev text;
      begin
        select hash into prev from staff_audit where seq = ${seq - 1};
        prev := coalesce(prev, repeat('0', 64));
        for r in select * from staff_audit where seq >= ${seq} order by seq loop
          update staff_audit set prev_hash = prev,
            hash = staff_audit_row_hash(prev, r.seq, r.id, r.staff_id, r.action, r.target, r.detail, r.ip, r.at)
            where id = r.id returning hash into prev;
        end loop;
        update staff_audit_head set hash = prev;
      end $$`),
    );
    await tx.execute(sql.raw('alter table staff_audit enable trigger staff_audit_no_change'));
  });
}

async function verifyCommand(dataDir: string) {
  const out: string[] = [];
  const code = await runAuditCommand(
    { db: ctx.testDb.db, clock: () => START, config: testConfig({ dataDir }) },
    ['verify'],
    (line) => out.push(line),
  );
  return { code, out };
}

describe('audit anchors', () => {
  it('find a chain the owner rewrote and recomputed, which proves itself without them', async () => {
    const dir = freshDir();
    await anchorAuditHead(anchorDeps(dir));
    await write(10);
    await anchorAuditHead(anchorDeps(dir, START + 60_000));
    await write(5, 10);
    expect(await verifyCommand(dir)).toEqual({
      code: 0,
      out: ['audit chain verified: 15 rows, 2 anchors'],
    });

    await rewriteAsOwner(4, 'staff.view');
    // The chain alone cannot tell: every hash and the head agree with the rewritten rows.
    expect(await verifyAuditChain(ctx.testDb)).toEqual({ ok: true, rows: 15 });
    const anchors = readAnchors(join(dir, ANCHOR_FILE))!.anchors;
    expect(await verifyAuditChain(ctx.testDb, anchors)).toMatchObject({
      ok: false,
      broken: 'anchor',
      anchor: { seq: '10' },
    });
    const { code, out } = await verifyCommand(dir);
    expect(code).toBe(1);
    expect(out[0]).toMatch(
      /^audit chain BROKEN at audit row #\d+: the chain is not the one anchored/,
    );
  });

  it('find rows cut from the end with the head moved back', async () => {
    const dir = freshDir();
    await write(6);
    await anchorAuditHead(anchorDeps(dir));
    await ctx.testDb.db.transaction(async (tx) => {
      await tx.execute(sql.raw('alter table staff_audit disable trigger staff_audit_no_change'));
      await tx.execute(sql.raw('delete from staff_audit where seq > 4'));
      await tx.execute(
        sql.raw(
          'update staff_audit_head set seq = 4, hash = (select hash from staff_audit where seq = 4)',
        ),
      );
      await tx.execute(sql.raw('alter table staff_audit enable trigger staff_audit_no_change'));
    });
    expect(await verifyAuditChain(ctx.testDb)).toEqual({ ok: true, rows: 4 });
    expect((await verifyCommand(dir)).out[0]).toMatch(/BROKEN after the last row/);
  });

  it('are written at once when the last is a cadence old, then on the cadence', async () => {
    const dir = freshDir();
    await write(3);
    const stop = startAuditAnchoring(anchorDeps(dir), 3_600_000);
    await stop();
    const first = readAnchors(join(dir, ANCHOR_FILE))!.anchors;
    expect(first).toEqual([
      { at: new Date(START).toISOString(), seq: '3', hash: expect.any(String) },
    ]);
    // A server started again within the cadence writes none at start.
    const again = startAuditAnchoring(anchorDeps(dir, START + 60_000), 3_600_000);
    await again();
    expect(readAnchors(join(dir, ANCHOR_FILE))!.anchors).toHaveLength(1);
    expect(readFileSync(join(dir, ANCHOR_FILE), 'utf8').split('\n')).toHaveLength(2);
  });

  it('of an empty chain name the genesis hash, and any other is a rewrite', async () => {
    const dir = freshDir();
    const anchor = await anchorAuditHead(anchorDeps(dir));
    expect(anchor).toMatchObject({ seq: '0', hash: GENESIS_HASH });
    expect(await verifyAuditChain(ctx.testDb, [{ ...anchor, hash: 'f'.repeat(64) }])).toMatchObject(
      { ok: false, broken: 'anchor' },
    );
  });
});

describe('npm run ops -- audit', () => {
  it('anchors now, verifies against a shipped copy, and refuses other words', async () => {
    const dir = freshDir();
    await write(2);
    const deps = { db: ctx.testDb.db, clock: () => START, config: testConfig({ dataDir: dir }) };
    const out: string[] = [];
    expect(await runAuditCommand(deps, ['anchor'], (l) => out.push(l))).toBe(0);
    expect(out[0]).toMatch(/^audit chain anchored at row 2: [0-9a-f]{64}$/);
    const shipped = join(freshDir(), 'shipped.jsonl');
    writeFileSync(shipped, readFileSync(join(dir, ANCHOR_FILE)));
    await write(1, 2);
    expect(await runAuditCommand(deps, ['verify', '--anchors', shipped], (l) => out.push(l))).toBe(
      0,
    );
    expect(out[1]).toBe('audit chain verified: 3 rows, 1 anchor');
    await rewriteAsOwner(1, 'staff.view');
    expect(await runAuditCommand(deps, ['verify', '--anchors', shipped], (l) => out.push(l))).toBe(
      1,
    );
    expect(await runAuditCommand(deps, ['verify', '--anchors'], (l) => out.push(l))).toBe(2);
    expect(await runAuditCommand(deps, ['rewrite'], (l) => out.push(l))).toBe(2);
  });
});

describe('the anchors file', () => {
  it('skips and names lines that are not anchors', () => {
    const good = { at: '2026-01-15T06:00:00.000Z', seq: '2', hash: 'a'.repeat(64) };
    const text = `${JSON.stringify(good)}\nnot json\n{"at":"x","seq":"-1","hash":"zz"}\n\n`;
    expect(parseAnchors(text)).toEqual({ anchors: [good], badLines: [2, 3] });
  });
});
