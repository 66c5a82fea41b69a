/** The promotion routes of §2 and which one a hash path shows. */
export const PROMO_PAGES = ['yx1', 'yx2', 'yx3', 'yx2ConfirmBorrow'] as const;
export type PromoPage = (typeof PROMO_PAGES)[number];

/** The promotion page of a hash path (`/yx3?src=sms` → yx3), or null for any other path. */
export function promoPageOf(path: string): PromoPage | null {
  const name = path.split(/[?#]/)[0]?.replace(/^\//, '') ?? '';
  return (PROMO_PAGES as readonly string[]).includes(name) ? (name as PromoPage) : null;
}
