/**
 * A form's validator as a JavaScript module: ajv's standalone code (CommonJS) behind a small
 * prelude that provides its two runtime helpers, with the validating function as default export.
 * The phone imports this text from a hashed URL; the server evaluates the very same text (here,
 * where no Content-Security-Policy applies), so both sides run one validator.
 */

/** ajv's runtime helpers, as plain JavaScript the module carries (the phone never ships ajv). */
const PRELUDE = `const RUNTIME = {
  'ajv/dist/runtime/ucs2length': {
    default: function ucs2length(str) {
      let length = 0, pos = 0;
      while (pos < str.length) {
        length++;
        const value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < str.length) {
          if ((str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
        }
      }
      return length;
    },
  },
  'ajv/dist/runtime/equal': {
    default: function equal(a, b) {
      if (a === b) return true;
      if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
      if (Array.isArray(a) !== Array.isArray(b)) return false;
      const ka = Object.keys(a), kb = Object.keys(b);
      return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k]));
    },
  },
};
const require = (name) => {
  if (!Object.prototype.hasOwnProperty.call(RUNTIME, name)) throw new Error('the validator needs ' + name);
  return RUNTIME[name];
};
const exports = {};
`;

const EXPORT = '\nexport default exports[VALIDATOR_ID];\n';

/** The module text for ajv standalone `code` exporting the validator under `id`. */
export function validatorModule(code: string, id: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(id)) throw new Error(`bad validator id ${id}`);
  return `${PRELUDE}const VALIDATOR_ID = '${id}';\n${code}${EXPORT}`;
}
