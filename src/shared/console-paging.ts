/**
 * A page of a console list read by keyset (docs/decisions/0028-keyset-paging.md): the rows and
 * the cursor that asks for the rows after the last one, null on the last page. Server routes
 * answer it and the console reads it, so both sides agree on one shape.
 */
export interface CursorPage<T> {
  readonly rows: readonly T[];
  /** Opaque to the console: sent back as `cursor=` for the next page. */
  readonly next: string | null;
}
