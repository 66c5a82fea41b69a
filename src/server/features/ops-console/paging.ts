/** Server-side paging of console lists: a 1-based page number from the query, 50 rows a page. */
export const PAGE_SIZE = 50;

export function pageOf(raw: string | undefined): { page: number; limit: number; offset: number } {
  const parsed = Number(raw ?? 1);
  const page = Number.isSafeInteger(parsed) && parsed >= 1 && parsed <= 100_000 ? parsed : 1;
  return { page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}
