/**
 * The Home hero while a loan is being repaid: what is owed by the due date and what closes it
 * today, each named (issue: Home showed one "amount due" that was neither the agreement's total
 * nor said it was today's).
 */
import { Paper } from '@mantine/core';
import { OwedLines } from '../../lib/owed-lines';
import type { LatestOrder } from './order-card';

export function DuePanel({ order }: { order: LatestOrder }) {
  return (
    <Paper p="lg" radius="lg" bg="var(--mantine-primary-color-filled)" c="white">
      <OwedLines order={order} lead c="white" />
    </Paper>
  );
}
