// @ts-check
/**
 * The import zones of docs/architecture.md §2 and the file-name rule, as ESLint rules
 * (eslint.config.js wires them).
 */
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Which zone of docs/architecture.md §2 a file belongs to: server, a feature, forms, or other client code. */
function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('src/server/')) return { kind: 'server' };
  const feature = /^src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { kind: 'feature', name: feature[1] };
  if (rel.startsWith('src/forms/')) return { kind: 'forms' };
  if (rel.startsWith('src/lib/')) return { kind: 'lib' };
  if (rel.startsWith('src/app/')) return { kind: 'app' };
  if (rel.startsWith('src/ops/')) return { kind: 'ops' };
  if (rel.startsWith('src/shared/')) return { kind: 'shared' };
  if (rel.startsWith('src/') || rel.startsWith('widgets/')) return { kind: 'client' };
  return { kind: 'other' };
}

const NODE_BUILTINS = new Set(builtinModules);
/** Client zones the server never imports: what runs on the phone or in the console. */
const CLIENT_KINDS = ['feature', 'forms', 'lib', 'app', 'ops', 'client'];
const relOf = (file) => path.relative(root, file).split(path.sep).join('/');

/**
 * Import zones: features stay apart and share through src/lib, which imports no feature and not
 * src/app (the composition root); the client never imports the server; only forms use @rjsf, and
 * widgets its helpers (@rjsf/utils), as RJSF's own themes are built.
 */
export const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = zoneOf(context.filename);
    function check(node, source) {
      if (typeof source !== 'string') return;
      const widgetHelpers =
        source === '@rjsf/utils' && relOf(context.filename).startsWith('widgets/');
      if (
        source.startsWith('@rjsf/') &&
        from.kind !== 'forms' &&
        from.kind !== 'other' &&
        !widgetHelpers
      ) {
        context.report({
          node,
          message:
            'Only src/forms imports @rjsf; widgets only @rjsf/utils (docs/architecture.md §2).',
        });
      }
      const pure = /^src\/(shared|server\/domain)\//.test(relOf(context.filename));
      if (
        pure &&
        node.type === 'ImportExpression' &&
        (source.startsWith('node:') || NODE_BUILTINS.has(source))
      ) {
        context.report({
          node,
          message:
            'src/shared and src/server/domain import no Node module, not even with import() (docs/architecture.md §2).',
        });
      }
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = zoneOf(target);
      if (from.kind === 'server' && CLIENT_KINDS.includes(to.kind)) {
        context.report({
          node,
          message: 'Server code must not import client code (docs/architecture.md §2).',
        });
      }
      // The layers below the server features: pure rules, the database, the providers and forms.
      const below = /^src\/server\/(domain|db|providers|forms)\//.exec(relOf(context.filename));
      if (below && relOf(target).startsWith('src/server/features/')) {
        context.report({
          node,
          message: `src/server/${below[1]} sits below the server features: it imports no server feature (docs/architecture.md §2, §8).`,
        });
      }
      if (relOf(context.filename).startsWith('widgets/') && to.kind === 'feature') {
        context.report({
          node,
          message: 'A widget must not import a feature (docs/architecture.md §2).',
        });
      }
      if (to.kind === 'server' && from.kind !== 'server' && from.kind !== 'other') {
        context.report({
          node,
          message: 'Client code must not import src/server (docs/architecture.md §2).',
        });
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
      // A feature reaches only src/lib, src/shared and src/forms (and its own folder).
      if (from.kind === 'feature' && ['client', 'ops'].includes(to.kind)) {
        context.report({
          node,
          message:
            'A feature imports only src/lib, src/shared and src/forms (docs/architecture.md §2).',
        });
      }
      if (from.kind === 'lib' && to.kind === 'feature') {
        context.report({
          node,
          message: 'src/lib must not import a feature (docs/architecture.md §2).',
        });
      }
      // The staff console and the borrower's app share no code, so neither reaches the other's
      // bundle; both may read src/shared, the pure contract the server reads too (status table).
      if (from.kind === 'ops' && ['feature', 'lib', 'app', 'forms', 'client'].includes(to.kind)) {
        context.report({
          node,
          message: 'src/ops imports no borrower code (docs/architecture.md §2).',
        });
      }
      if (to.kind === 'ops' && from.kind !== 'ops' && from.kind !== 'other') {
        context.report({
          node,
          message: 'Borrower code must not import src/ops (docs/architecture.md §2).',
        });
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

/** A file name is kebab-case, each dot-separated part too (`order-card.tsx`, `x.pg.test.ts`). */
export const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
          context.report({
            node,
            message: `File name "${name}" is not kebab-case (docs/architecture.md §2).`,
          });
        }
      },
    };
  },
};
