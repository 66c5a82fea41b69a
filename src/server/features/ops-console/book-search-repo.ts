/**
 * SQL of borrower search in the console's book: a phone, an order number, a national ID, then the
 * words of a name, each on its own index (docs/decisions/0028-keyset-paging.md).
 */
import { and, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, nameWordsOf, profileForms, users } from '../../db/schema';

export interface BorrowerQuery {
  readonly mobile?: string;
  readonly text: string;
  readonly limit: number;
  /** Keyset paging: only borrowers with a smaller id (the last of the page before). */
  readonly after?: number;
  /** Only these borrowers (a name's candidates), newest first. */
  readonly ids?: readonly number[];
}

export type BorrowerSearchKind = 'phone' | 'orderNo' | 'nationalId' | 'name' | 'ids';

/**
 * The searches a text runs, cheapest first, each on its own index: a phone (E.164, exact, on the
 * live-number index), an order number, a national ID, then every word of a name on the trigram
 * index. Built, not run, so EXPLAIN can read the very SQL the console sends.
 */
export function borrowerSearches(db: Db, query: BorrowerQuery) {
  const select = (where: SQL) =>
    db
      .select({
        userId: users.id,
        mobile: users.mobile,
        country: users.country,
        createdAt: users.createdAt,
        deletedAt: users.deletedAt,
        name: sql<
          string | null
        >`(select concat_ws(' ', p.data->>'firstName', p.data->>'lastName') from profile_forms p where p.user_id = ${users.id} and p.form = 'personal')`,
      })
      .from(users)
      .where(and(where, query.after === undefined ? undefined : lt(users.id, query.after)))
      .orderBy(desc(users.id))
      .limit(query.limit + 1);
  const personal = (where: SQL) =>
    db
      .select({ userId: profileForms.userId })
      .from(profileForms)
      .where(and(eq(profileForms.form, 'personal'), where));
  const searches: { kind: BorrowerSearchKind; query: ReturnType<typeof select> }[] = [];
  if (query.ids)
    return [{ kind: 'ids' as const, query: select(inArray(users.id, [...query.ids])) }];
  // A deleted account's number is replaced (account/repo.ts erasePersonalRows), so a phone only
  // ever matches a live account: saying so lets the partial unique index answer.
  if (query.mobile)
    searches.push({
      kind: 'phone',
      query: select(and(eq(users.mobile, query.mobile), isNull(users.deletedAt)) ?? sql`false`),
    });
  const byOrder = db
    .select({ userId: loanOrders.userId })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, query.text));
  searches.push({ kind: 'orderNo', query: select(sql`${users.id} in (${byOrder})`) });
  // The national ID on its expression index (migration 0011) before the name.
  searches.push({
    kind: 'nationalId',
    query: select(
      sql`${users.id} in (${personal(sql`(${profileForms.data}->>'nationalId') = ${query.text}`)})`,
    ),
  });
  const words = nameWords(query.text);
  if (words.length)
    searches.push({
      kind: 'name',
      query: select(sql`${users.id} in (${personal(hasNameWords(words))})`),
    });
  return searches;
}

/** The words of a name search: whole words, in any order and any case (at most five). */
const nameWords = (text: string) => text.split(/\s+/).filter(Boolean).slice(0, 5);

/** Profiles holding every one of `words` among their names' words (migration 0031's index). */
const hasNameWords = (words: readonly string[]) =>
  sql`${nameWordsOf(profileForms.data)} @> array[${sql.join(
    words.map((w) => sql`lower(${w})`),
    sql`, `,
  )}]::text[]`;

/** More borrowers than this share the words: they are common, and the newest are found by id. */
export const NAME_CANDIDATES = 2_000;

/**
 * The borrowers whose names hold every word, read from the name-word index alone and at most
 * {@link NAME_CANDIDATES} + 1 of them. Part of a word never matches: "ju" would be a hundred
 * thousand borrowers at a lender's size.
 */
export function nameCandidates(db: Db, text: string, after?: number) {
  return candidates(db, hasNameWords(nameWords(text)), after);
}

/** Borrowers by national ID from its index alone (migration 0011), as {@link nameCandidates}. */
export function nationalIdCandidates(db: Db, text: string, after?: number) {
  return candidates(db, sql`(${profileForms.data}->>'nationalId') = ${text}`, after);
}

function candidates(db: Db, where: SQL, after: number | undefined) {
  return db
    .select({ userId: profileForms.userId })
    .from(profileForms)
    .where(
      and(
        eq(profileForms.form, 'personal'),
        where,
        after === undefined ? undefined : lt(profileForms.userId, after),
      ),
    )
    .limit(NAME_CANDIDATES + 1);
}

/**
 * Borrowers matching the first search of {@link borrowerSearches} that finds any. A name's
 * borrowers are first gathered from its index: few (a surname, a full name) are sorted by id
 * among themselves; many (a common first name) are dense among the newest, so walking the
 * borrowers newest first meets a page of them at once. The planner cannot tell the two apart (a
 * rare word or ID has no statistics) and guessed wrong both ways: seconds either way at a million.
 * A national ID is gathered the same way.
 */
export async function searchBorrowers(db: Db, query: BorrowerQuery) {
  for (const search of borrowerSearches(db, query)) {
    const gather =
      search.kind === 'name'
        ? nameCandidates
        : search.kind === 'nationalId'
          ? nationalIdCandidates
          : undefined;
    if (gather) {
      const ids = (await gather(db, query.text, query.after)).map((r) => r.userId);
      if (ids.length === 0) continue;
      const [few] = borrowerSearches(db, { ...query, ids });
      if (ids.length <= NAME_CANDIDATES && few) return few.query;
    }
    const rows = await search.query;
    if (rows.length) return rows;
  }
  return [];
}
