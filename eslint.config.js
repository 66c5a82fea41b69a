// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Which zone of DESIGN §2 a file belongs to: server, a feature, forms, or other client code. */
function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('src/server/')) return { kind: 'server' };
  const feature = /^src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { kind: 'feature', name: feature[1] };
  if (rel.startsWith('src/forms/')) return { kind: 'forms' };
  if (rel.startsWith('src/lib/')) return { kind: 'lib' };
  if (rel.startsWith('src/app/')) return { kind: 'app' };
  if (rel.startsWith('src/') || rel.startsWith('widgets/')) return { kind: 'client' };
  return { kind: 'other' };
}

/**
 * Import zones: features stay apart and share through src/lib, which imports no feature and not
 * src/app (the composition root); the client never imports the server; only forms use @rjsf.
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = zoneOf(context.filename);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('@rjsf/') && from.kind !== 'forms' && from.kind !== 'other') {
        context.report({ node, message: 'Only src/forms imports @rjsf (DESIGN §2).' });
      }
      if (!source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), source));
      if (to.kind === 'server' && from.kind !== 'server' && from.kind !== 'other') {
        context.report({ node, message: 'Client code must not import src/server (DESIGN §2).' });
      }
      if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        context.report({
          node,
          message: `Feature "${from.name}" must not import feature "${to.name}"; share through src/lib.`,
        });
      }
      if ((from.kind === 'feature' || from.kind === 'lib') && to.kind === 'app') {
        context.report({
          node,
          message: 'src/app only composes: import what is shared from src/lib.',
        });
      }
      if (from.kind === 'lib' && to.kind === 'feature') {
        context.report({ node, message: 'src/lib must not import a feature (DESIGN §2).' });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '**/*.gen.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JS run by Node (configs, CI helpers).
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
