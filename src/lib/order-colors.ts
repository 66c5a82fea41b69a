/** The badge colour of each order wording (Home and records read an order alike). */
import type { BorrowerWording } from '../shared/orders';

export const ORDER_COLORS: Readonly<Record<BorrowerWording, string>> = {
  approved: 'green',
  assessing: 'blue',
  incomplete: 'yellow',
  disbursing: 'blue',
  repaying: 'teal',
  overdue: 'red',
  finished: 'green',
  addingCard: 'yellow',
  cancelled: 'gray',
  rejected: 'red',
  failed: 'red',
};
