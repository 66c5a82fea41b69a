/**
 * Walking a keyset-paged list (shared/console-paging.ts): the cursors of the pages behind, so
 * "previous" goes back one and a new filter starts again at the first page.
 */
import { useState } from 'react';

export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  return {
    /** The cursor of the page shown; undefined on the first. */
    cursor,
    /** `&cursor=…` for the page shown, empty on the first. */
    param: cursor ? `&cursor=${encodeURIComponent(cursor)}` : '',
    first: cursors.length === 0,
    forward: (next: string | null | undefined) => next && setCursors([...cursors, next]),
    back: () => setCursors(cursors.slice(0, -1)),
    reset: () => setCursors([]),
  };
}
