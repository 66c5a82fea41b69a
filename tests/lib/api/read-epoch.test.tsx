// @vitest-environment jsdom
/**
 * A screen opened after a write reads afresh, however recent its cached read: SWR counts a read
 * made within 2 s as fresh, and Records opened right after a part payment showed the balance
 * from before it.
 */
import { Fragment } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../src/lib/api/call';
import { readsMayBeStale } from '../../../src/lib/api/read-epoch';
import { useAnsweredSinceMount, useQuery } from '../../../src/lib/api/use-query';
import { handle, startApiServer } from '../../app/support/api-server';

startApiServer();
afterEach(() => cleanup());

/** A read whose answer counts the reads: "balance 1", "balance 2", … */
function countedReads() {
  let n = 0;
  return handle('getCreditInfo', () => ({ data: { balance: ++n } as never }));
}

function Balance() {
  const credit = useQuery('getCreditInfo', {});
  const balance = (credit.data as { balance?: number } | undefined)?.balance;
  return <p>{balance === undefined ? 'reading' : `balance ${balance}`}</p>;
}

/** Repay's way: the balance counts only once answered since the screen opened. */
function BalanceToPay() {
  const credit = useQuery('getCreditInfo', {});
  const current = useAnsweredSinceMount('getCreditInfo', {});
  const balance = (credit.data as { balance?: number } | undefined)?.balance;
  return <p>{current ? `pay ${balance}` : 'waiting for the balance'}</p>;
}

/** A thread, which a staff reply can change with no write of this phone. */
function Thread() {
  const credit = useQuery('getCreditInfo', {}, { readOnEveryVisit: true });
  const balance = (credit.data as { balance?: number } | undefined)?.balance;
  return <p>{balance === undefined ? 'reading' : `thread ${balance}`}</p>;
}

function FeedbackList() {
  const list = useQuery('feedbackListFeedback', { page: 1, pageSize: 10 } as never);
  return <p>{list.data ? 'feedback read' : 'reading feedback'}</p>;
}

// One cache for the whole test, under one SWRConfig, as the app has: screens come and go over it.
const provider = () => new Map();
let view: ReturnType<typeof render> | undefined;
let opened = 0;
beforeEach(() => {
  view = undefined;
});

/** Opens `page` as a new screen: the screen before it is gone, the cache stays. */
function open(page: React.ReactNode) {
  const ui = (
    <SWRConfig value={{ provider }}>
      <Fragment key={++opened}>{page}</Fragment>
    </SWRConfig>
  );
  if (view) view.rerender(ui);
  else view = render(ui);
}

describe('reads after a write', () => {
  it('a screen opened within 2 s of its last read, with no write between, is not read again', async () => {
    const reads = countedReads();
    open(<Balance />);
    await screen.findByText('balance 1');
    open(<Balance />);
    expect(screen.getByText('balance 1')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(reads).toHaveLength(1);
  });

  it('a screen opened right after a write reads again and shows the new answer', async () => {
    const reads = countedReads();
    handle('feedbackAddLeaveMsg', () => ({ data: null as never }));
    open(<Balance />);
    await screen.findByText('balance 1');
    await call('feedbackAddLeaveMsg', { feedbackId: 1, content: 'paid' } as never);
    open(<Balance />);
    await screen.findByText('balance 2');
    expect(reads).toHaveLength(2);
  });

  it('also after a write whose answer was lost, which may still have been done', async () => {
    const reads = countedReads();
    handle('feedbackAddLeaveMsg', () => 'network');
    open(<Balance />);
    await screen.findByText('balance 1');
    await call('feedbackAddLeaveMsg', { feedbackId: 1, content: 'paid' } as never).catch(
      () => undefined,
    );
    open(<Balance />);
    await screen.findByText('balance 2');
    expect(reads).toHaveLength(2);
  });

  it('and after a screen learnt that money moved', async () => {
    countedReads();
    open(<Balance />);
    await screen.findByText('balance 1');
    readsMayBeStale();
    open(<Balance />);
    await screen.findByText('balance 2');
  });

  it('a screen that acts on the balance waits for the read after the write, not the recent one', async () => {
    countedReads();
    handle('feedbackAddLeaveMsg', () => ({ data: null as never }));
    open(<Balance />);
    await screen.findByText('balance 1');
    open(<BalanceToPay />);
    // No write: the read of a moment ago is current.
    expect(screen.getByText('pay 1')).toBeTruthy();
    await call('feedbackAddLeaveMsg', { feedbackId: 1, content: 'paid' } as never);
    open(<BalanceToPay />);
    expect(screen.getByText('waiting for the balance')).toBeTruthy();
    await screen.findByText('pay 2');
  });

  it('a read sent by POST is no write: the other cached reads stay current', async () => {
    const reads = countedReads();
    handle('feedbackListFeedback', () => ({ data: { list: [], total: 0 } as never }));
    open(<Balance />);
    await screen.findByText('balance 1');
    open(<FeedbackList />);
    await screen.findByText('feedback read');
    open(<Balance />);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByText('balance 1')).toBeTruthy();
    expect(reads).toHaveLength(1);
  });
});

describe('reads on every visit', () => {
  const settled = () => new Promise((r) => setTimeout(r, 100));

  it('the first visit reads once, not twice', async () => {
    const reads = countedReads();
    open(<Thread />);
    await screen.findByText('thread 1');
    await settled();
    expect(reads).toHaveLength(1);
  });

  it('a visit within 2 s of the last read shows the cached copy at once and reads it once again', async () => {
    const reads = countedReads();
    open(<Thread />);
    await screen.findByText('thread 1');
    open(<Thread />);
    expect(screen.getByText('thread 1')).toBeTruthy();
    await screen.findByText('thread 2');
    await settled();
    expect(reads).toHaveLength(2);
  });

  it('a visit after a write reads once, not once for the write and once for the visit', async () => {
    const reads = countedReads();
    handle('feedbackAddLeaveMsg', () => ({ data: null as never }));
    open(<Thread />);
    await screen.findByText('thread 1');
    await call('feedbackAddLeaveMsg', { feedbackId: 1, content: 'paid' } as never);
    open(<Thread />);
    await screen.findByText('thread 2');
    await settled();
    expect(reads).toHaveLength(2);
  });
});
