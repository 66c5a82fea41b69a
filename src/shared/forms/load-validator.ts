/**
 * Turns the validator code the server built (ajv standalone, CommonJS: DESIGN §7 notes that its ESM
 * output failed) into a function, on the phone and on the server alike, so both run the very same
 * validator and the phone never downloads ajv's compiler.
 */

export interface RawError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: readonly RawError[] | null;
}

/** ajv's runtime helper: string length in code points, as JSON Schema counts it. */
function ucs2length(str: string): number {
  let length = 0;
  let pos = 0;
  while (pos < str.length) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < str.length) {
      const extra = str.charCodeAt(pos);
      if ((extra & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/** ajv's runtime helper for long `enum` lists: structural equality of JSON values. */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => k in rb && equal(ra[k], rb[k]));
}

const RUNTIME: Readonly<Record<string, unknown>> = {
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv/dist/runtime/equal': { default: equal },
};

/** The validator exported under `id` by standalone code. */
export function loadValidator(code: string, id: string): CompiledValidator {
  const exports: Record<string, CompiledValidator> = {};
  const require = (name: string): unknown => {
    const mod = RUNTIME[name];
    if (!mod) throw new Error(`validator code needs ${name}, which the form engine does not ship`);
    return mod;
  };
  // The code comes from our own server, built from our own schema files (DESIGN §5).
  new Function('exports', 'require', code)(exports, require);
  const fn = exports[id];
  if (!fn) throw new Error(`validator code has no export ${id}`);
  return fn;
}

/**
 * The same validator, compiled on its first use: a form paints before anything is checked, so the
 * phone spends no time on the code until the borrower types, leaves a field or submits.
 */
export function lazyValidator(code: string, id: string): CompiledValidator {
  let compiled: CompiledValidator | undefined;
  const run: CompiledValidator = (data) => {
    compiled ??= loadValidator(code, id);
    const ok = compiled(data);
    run.errors = compiled.errors;
    return ok;
  };
  return run;
}
