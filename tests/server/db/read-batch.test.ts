/**
 * Batched reads: a read in flight is never shared with a caller who asked after it was sent, so a
 * write the caller saw commit is in its answer; callers who wait meanwhile share one read.
 */
import { describe, expect, it } from 'vitest';
import { ReadBatcher } from '../../../src/server/db/read-batch';

/** A store whose reads resolve when the test says: each read snapshots the rows when it is sent. */
function slowStore(rows: Map<string, number>) {
  const sent: { keys: string[]; finish: () => void; fail: (e: Error) => void }[] = [];
  const batcher = new ReadBatcher<string, number>(
    (keys) =>
      new Promise((resolve, reject) => {
        const snapshot = new Map([...rows].filter(([k]) => keys.includes(k)));
        sent.push({ keys: [...keys], finish: () => resolve(snapshot), fail: reject });
      }),
    3,
  );
  return { batcher, sent };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('ReadBatcher', () => {
  it('sends a lone read at once and answers undefined for a missing key', async () => {
    const { batcher, sent } = slowStore(new Map([['a', 1]]));
    const a = batcher.load('a');
    const none = batcher.load('zz');
    expect(sent.map((s) => s.keys)).toEqual([['a']]);
    sent[0]!.finish();
    await tick();
    expect(sent.map((s) => s.keys)).toEqual([['a'], ['zz']]);
    sent[1]!.finish();
    expect(await a).toBe(1);
    expect(await none).toBeUndefined();
  });

  it('never answers a caller from a read sent before it asked: a write it saw is in its answer', async () => {
    const rows = new Map([['a', 1]]);
    const { batcher, sent } = slowStore(rows);
    const before = batcher.load('a');
    rows.set('a', 2); // a write commits while the first read is in flight
    const after = batcher.load('a');
    sent[0]!.finish();
    expect(await before).toBe(1);
    await tick();
    sent[1]!.finish();
    expect(await after).toBe(2);
  });

  it('lets callers who wait share one read, each key once, at most maxKeys keys a read', async () => {
    const rows = new Map(['a', 'b', 'c', 'd', 'e'].map((k, i) => [k, i] as const));
    const { batcher, sent } = slowStore(rows);
    const first = batcher.load('a');
    const waiting = ['b', 'c', 'b', 'd', 'e', 'c'].map((k) => batcher.load(k));
    sent[0]!.finish();
    await first;
    await tick();
    expect(sent.map((s) => s.keys)).toEqual([['a'], ['b', 'c', 'd']]);
    sent[1]!.finish();
    await tick();
    expect(sent.map((s) => s.keys)).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
    sent[2]!.finish();
    expect(await Promise.all(waiting)).toEqual([1, 2, 1, 3, 4, 2]);
  });

  it('fails only the callers of a failed read, and reads on for the others', async () => {
    const { batcher, sent } = slowStore(new Map([['a', 1]]));
    const failed = batcher.load('a');
    const later = batcher.load('a');
    sent[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await tick();
    sent[1]!.finish();
    expect(await later).toBe(1);
    // Idle again: the next caller is sent at once.
    const next = batcher.load('a');
    expect(sent).toHaveLength(3);
    sent[2]!.finish();
    expect(await next).toBe(1);
  });
});
