/** The deletion reason of docs/product.md §5 ("exactly one reason"): a code 1 to 8 of DELETE_REASONS. */
import { DELETE_REASONS } from '../../../shared/contract/account';

export function isDeleteReason(value: number | undefined): value is number {
  return (
    value !== undefined && Number.isInteger(value) && value >= 1 && value <= DELETE_REASONS.length
  );
}
