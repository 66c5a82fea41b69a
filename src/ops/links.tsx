/** Links between the console's pages: an order by its number, a borrower by id (hash routes). */
import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';

export function OrderLink({ orderNo }: { orderNo: string }) {
  return <Anchor href={`#/order/${encodeURIComponent(orderNo)}`}>{orderNo}</Anchor>;
}

export function BorrowerLink({
  userId,
  children,
}: {
  userId: number | string;
  children: ReactNode;
}) {
  return <Anchor href={`#/borrower/${userId}`}>{children}</Anchor>;
}
