/**
 * The loan product per country, read from schemas/<country>/product.json once and checked
 * against the spec's caps (src/server/domain/product.ts). A bad file stops the server at start
 * with the file and field named, rather than lending on wrong terms.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseProduct, type Product } from '../../domain/product';
import { ApiError } from '../../api-error';
import { byCountry, type Country } from '../../../shared/countries';

const FILES: Readonly<Record<Country, string>> = byCountry(
  (c) => `schemas/${c.toLowerCase()}/product.json`,
);

let cache: ReadonlyMap<Country, Product> | undefined;

/** Reads and checks every country's product; throws on the first bad file. */
export function loadProducts(): ReadonlyMap<Country, Product> {
  if (cache) return cache;
  const loaded = new Map<Country, Product>();
  for (const [country, file] of Object.entries(FILES) as [Country, string][]) {
    const product = parseProduct(file, JSON.parse(readFileSync(resolve(file), 'utf8')));
    if (product.country !== country) throw new Error(`${file}: field "country" must be ${country}`);
    loaded.set(country, product);
  }
  cache = loaded;
  return loaded;
}

export function productOf(country: Country): Product {
  const product = loadProducts().get(country);
  if (!product) throw new ApiError('productUnavailable');
  return product;
}

/** The product with this id in the borrower's country, or productUnavailable. */
export function productById(country: Country, productId: string): Product {
  const product = productOf(country);
  if (product.productId !== productId) throw new ApiError('productUnavailable');
  return product;
}
