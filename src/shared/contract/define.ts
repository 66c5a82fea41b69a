/**
 * How an endpoint of the API contract is declared (docs/architecture.md §3): method, path under /api, whether a
 * token is needed, and JSON Schemas of the request payload and of the response's `data`. Types are
 * generated from these schemas (`npm run gen`); never write a type by hand for the same shape.
 */

/** A JSON Schema document as plain data (draft 2020-12 subset used by ajv and the generator). */
export type JsonSchema = { readonly [keyword: string]: unknown };

export type HttpMethod = 'GET' | 'POST';

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Path below the base path: `/api` for most calls, `/cou` for the country calls (§7). */
  readonly path: string;
  readonly base: '/api' | '/cou';
  /** A token is required (the §8 codes answer when it is missing or bad). */
  readonly auth: boolean;
  /** multipart/form-data: files as parts plus a `data` field holding the encrypted payload. */
  readonly multipart: boolean;
  /** Schema of the decrypted payload, without `t` (the envelope adds and strips it). */
  readonly request: JsonSchema;
  /** Schema of `data` in a successful response `{code: 0, msg, data}`. */
  readonly response: JsonSchema;
  /** One line on what the call does, for the generated docs and the reader. */
  readonly summary: string;
}

type EndpointInput = Omit<EndpointDef, 'base' | 'multipart' | 'request' | 'response'> &
  Partial<Pick<EndpointDef, 'base' | 'multipart' | 'request' | 'response'>>;

/** The empty object schema: for calls that send nothing but `t` or answer with no data. */
export const emptyObject: JsonSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
};

/** Declares an endpoint with the defaults: base `/api`, not multipart, empty request/response. */
export function endpoint(def: EndpointInput): EndpointDef {
  return {
    base: '/api',
    multipart: false,
    request: emptyObject,
    response: emptyObject,
    ...def,
  };
}

/** A closed object schema: every listed property, `required` as given, nothing else accepted. */
export function object(
  properties: Record<string, JsonSchema>,
  required: readonly string[] = Object.keys(properties),
): JsonSchema {
  return { type: 'object', properties, required: [...required], additionalProperties: false };
}
