/**
 * The collections queue's URL: every value through URLSearchParams, so a bucket named "91+"
 * arrives as "91+" (a bare "+" in a query string is read as a space by every server).
 */
export interface QueueFilter {
  readonly country: string;
  readonly bucket: string;
  readonly assignee: string;
  readonly cursor?: string;
}

export function queuePath(filter: QueueFilter): string {
  const params = new URLSearchParams({ country: filter.country });
  if (filter.bucket) params.set('bucket', filter.bucket);
  if (filter.assignee) params.set('assignee', filter.assignee);
  if (filter.cursor) params.set('cursor', filter.cursor);
  return `/collections/queue?${params.toString()}`;
}
