/**
 * The loan product per country: schemas/<country>/product.json, checked against the product caps of docs/product.md §9
 * (src/server/domain/product.ts) and served through the form store, so operations change the
 * terms of new loans with no restart; a broken edit keeps the last good product (also across a
 * restart). A loan keeps the terms it was signed on (`termsOf`), whatever the file says later.
 */
import { ApiError } from '../../api-error';
import type { LoanTerms } from '../../db/schema/orders';
import { readablePath } from '../../forms/did-you-mean';
import { formStore } from '../../forms/registry';
import type { Product } from '../../domain/product';
import { COUNTRY_CODES, type Country } from '../../../shared/countries';

const quiet = { info: () => undefined, error: () => undefined };

/**
 * Every country has a pack (forms, facts, prizes, product) that passed the check, now or before
 * an edit broke it; otherwise the server must not start, and this names each file, the place in
 * it and the reason.
 */
export function loadProducts(): void {
  const store = formStore(quiet);
  const reasons = [...store.unservedPacks()].flatMap(([, report]) =>
    report.flatMap((r) =>
      r.problems.map((p) => `${r.file} at ${readablePath(p.path)}: ${p.message}`),
    ),
  );
  // A country refused above is not also short of a product: its product.json may be good.
  const unserved = store.unservedPacks();
  const missing = COUNTRY_CODES.filter(
    (c) => !store.product(c) && !unserved.has(c.toLowerCase()),
  ).map((c) => `schemas/${c.toLowerCase()}/product.json: no valid product`);
  const all = [...new Set([...reasons, ...missing])];
  if (all.length > 0)
    throw new Error(
      `a country has no valid pack and no last good copy, so the server does not start:\n${all.join('\n')}\n(npm run schemas:check says the same)`,
    );
}

/** The product new loans of `country` get today. */
export function productOf(country: Country): Product {
  const product = formStore(quiet).product(country);
  if (!product) throw new ApiError('productUnavailable');
  return product;
}

/** The product with this id in the borrower's country, or productUnavailable. */
export function productById(country: Country, productId: string): Product {
  const product = productOf(country);
  if (product.productId !== productId) throw new ApiError('productUnavailable');
  return product;
}

/** The terms a loan is signed on: kept with its accepted quote at submit. */
export function termsOf(product: Product): LoanTerms {
  const { interestBpPerYear, penaltyBpPerDay, rolloverFeeBp, rolloverDays, minRepayAmount } =
    product;
  return { interestBpPerYear, penaltyBpPerDay, rolloverFeeBp, rolloverDays, minRepayAmount };
}

/**
 * The product as it applies to a submitted loan: today's file for what is not the loan's own
 * (name, currency), the terms signed for the rest, so an edit of product.json never changes the
 * interest, penalty or rollover of a loan already signed.
 */
export function productOfOrder(order: {
  readonly country: Country;
  readonly quote: { readonly terms?: LoanTerms } | null;
}): Product {
  const today = productOf(order.country);
  return order.quote?.terms ? { ...today, ...order.quote.terms } : today;
}
