// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import {
  fetchInApiClients,
  noCycle,
  serverFeatureEntry,
  sqlInRepos,
} from './scripts/lint/rules.js';
import { boundaries, kebabCaseFiles } from './scripts/lint/zones.js';

/** What src/shared and src/server/domain may not import: they run on the phone and the server alike. */
const IMPURE_MODULES = [
  {
    group: ['react', 'react-*', 'react/*', '@mantine/*', 'swr', 'i18next', 'react-i18next'],
    message:
      'src/shared and src/server/domain import no React or UI module (docs/architecture.md §2).',
  },
  {
    group: [
      'node:*',
      'fs',
      'path',
      'os',
      'crypto',
      'child_process',
      'http',
      'https',
      'url',
      'stream',
      'worker_threads',
    ],
    message: 'src/shared and src/server/domain import no Node module (docs/architecture.md §2).',
  },
  {
    group: [
      'drizzle-orm',
      'drizzle-orm/*',
      'pg',
      '@electric-sql/*',
      'fastify',
      '@fastify/*',
      '**/db/**',
      '**/db',
    ],
    message:
      'src/shared and src/server/domain import no database or server module (docs/architecture.md §2).',
  },
];
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'fetch',
].map((name) => ({
  name,
  message: 'src/shared and src/server/domain use no DOM (docs/architecture.md §2).',
}));
/** Configuration reaches pure code as arguments: it runs on the phone, where there is no process. */
const PROCESS = {
  name: 'process',
  message:
    'src/shared and src/server/domain read no process.env: pass the value in (docs/architecture.md §2).',
};

/** Error and its built-in subclasses, bare or read off the global object (`globalThis.RangeError`). */
const BUILT_IN_ERROR = '/^(Aggregate|Eval|Range|Reference|Syntax|Type|URI)?Error$/';

const OWN_ERRORS =
  'A server feature refuses with ApiError and a code of the catalogue (src/shared/contract/codes.ts), not an error class of its own (docs/architecture.md §3).';

/** One plugin object for every block that uses it: ESLint refuses a name bound to two. */
const FEATURES = { rules: { entry: serverFeatureEntry } };

/** Server layering (README "Decisions"): routes → use case → repo; only repo files write SQL. */
const SQL_IN_REPOS =
  'SQL lives in the feature\'s repo.ts or *-repo.ts: routes → use case → repo (README "Decisions").';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '**/*.gen.ts', 'coverage/**'] },
  { ignores: ['dist-server/**'] }, // the server built by scripts/server-build.mjs
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
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { house: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: { 'house/kebab-case-files': 'error' },
  },
  {
    // Only the API clients talk to the network: src/lib/api for the app, src/ops/api.ts for the
    // staff console; everything else goes through them (docs/architecture.md §2).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['src/lib/api/**', 'src/ops/api.ts', 'src/server/**'],
    plugins: { network: { rules: { 'fetch-in-api-clients': fetchInApiClients } } },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/lib/api calls fetch (docs/architecture.md §2).' },
      ],
      // window.fetch, and through an alias, a `Window` parameter or destructuring.
      'network/fetch-in-api-clients': 'error',
    },
  },
  {
    // No import cycles, type imports included: a cycle makes module order matter and hides which
    // layer depends on which (scripts/lint/rules.js; import-x/no-cycle cannot count type imports).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { cycles: { rules: { 'no-cycle': noCycle } } },
    rules: { 'cycles/no-cycle': 'error' },
  },
  {
    files: ['src/shared/**/*.ts', 'src/server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: IMPURE_MODULES }],
      'no-restricted-globals': ['error', ...DOM_GLOBALS, PROCESS],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'process', message: PROCESS.message },
      ],
    },
  },
  {
    files: ['src/server/features/**/*.ts'],
    plugins: { features: FEATURES },
    rules: {
      'features/entry': 'error',
      // One list of refusals for the borrower's app and the console: a feature throws ApiError.
      'no-restricted-syntax': [
        'error',
        {
          selector: `:matches(ClassDeclaration, ClassExpression)[superClass.name=${BUILT_IN_ERROR}], :matches(ClassDeclaration, ClassExpression)[superClass.property.name=${BUILT_IN_ERROR}]`,
          message: OWN_ERRORS,
        },
      ],
    },
  },
  {
    // The server around the features (start-up, jobs, commands) reaches each through its entry
    // only. The layers below the features import none (zones.js).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/features/**', 'src/server/{domain,db,providers,forms}/**'],
    plugins: { features: FEATURES },
    rules: { 'features/entry': 'error' },
  },
  {
    files: ['src/server/features/**/*.ts'],
    plugins: { sql: { rules: { 'in-repos': sqlInRepos } } },
    ignores: [
      'src/server/features/**/repo.ts',
      'src/server/features/**/repo-*.ts',
      'src/server/features/**/*-repo.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: SQL_IN_REPOS },
            {
              group: ['**/db/schema', '**/db/schema/*', '**/db/client'],
              allowTypeImports: true,
              message: SQL_IN_REPOS,
            },
          ],
        },
      ],
      // db.select(), tx.execute(), deps.db.insert(), and the same through an alias or a `Db`-typed
      // parameter (`const d = deps.db; d.execute()`).
      'sql/in-repos': 'error',
    },
  },
);
