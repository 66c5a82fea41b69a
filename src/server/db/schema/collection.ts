/** What the native shell reported collecting per order (docs/product.md §7 data-collection flags). */
import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CollectionFlag } from '../../../shared/contract/collection';
import { users } from './auth';

export const collectionReports = pgTable(
  'collection_reports',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    /** Flags only: the data itself never reaches this server. */
    collected: jsonb('collected').$type<CollectionFlag[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderNo] })],
);
