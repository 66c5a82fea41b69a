// @ts-check
/**
 * House ESLint rules that need more than a selector (eslint.config.js wires them): import cycles
 * with type imports counted, server features reached only from below and through their entry, and
 * SQL outside repo files however the database handle is named.
 */
import path from 'node:path';
import { resolveImport, reaches } from './import-graph.js';
import { FEATURE_RANK } from './feature-ranks.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Calls `visit(node, specifier)` for every import, re-export and literal dynamic import. */
function importVisitors(visit) {
  const source = (node) => (node.source?.type === 'Literal' ? node.source.value : undefined);
  const check = (node) => typeof source(node) === 'string' && visit(node, source(node));
  return {
    ImportDeclaration: check,
    ImportExpression: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
  };
}

/** No import cycles, type-only imports included (import-x/no-cycle skips those). */
export const noCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.physicalFilename;
    return importVisitors((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = resolveImport(file, specifier);
      if (target && target !== file && reaches(target, file)) {
        context.report({
          node,
          message: `Import cycle through "${specifier}" (type imports count): move what both sides need into a module below them (docs/architecture.md §2).`,
        });
      }
    });
  },
};

const FEATURE_FILE = /^src\/server\/features\/([^/]+)\/(.+)$/;
const FEATURE_DIR = /^src\/server\/features\/([^/]+)$/;

/** Why an import of feature `to` from feature `from` breaks the order, or undefined. */
function outOfOrder(from, to) {
  const [a, b] = [FEATURE_RANK.get(from), FEATURE_RANK.get(to)];
  const unranked = [from, to].filter((f) => !FEATURE_RANK.has(f));
  if (unranked.length > 0)
    return `Server feature "${unranked.join('", "')}" has no step in scripts/lint/feature-ranks.js: give it one before it imports or is imported (docs/architecture.md §8).`;
  if (/** @type {number} */ (b) < /** @type {number} */ (a)) return undefined;
  return `Server feature "${from}" (step ${a}) imports "${to}" (step ${b}), which is not below it: move what both need below them, or take a callback (docs/architecture.md §8).`;
}

/** The feature an import reaches, and the file in it (`index` for its entry), or undefined. */
function featureTarget(filename, specifier) {
  const target = rel(path.resolve(path.dirname(filename), specifier));
  const to = FEATURE_DIR.exec(target) ?? FEATURE_FILE.exec(target);
  if (!to) return undefined;
  return { feature: to[1], file: (to[2] ?? 'index').replace(/\.(ts|js)$/, '') };
}

const ROUTE_MAP = 'src/server/features/index.ts';

const throughEntry = (from, feature) =>
  `${from} imports feature "${feature}" only through its entry, src/server/features/${feature}/index.ts (docs/architecture.md §8).`;

/**
 * A server feature reaches another only from below and through its entry,
 * src/server/features/<x>/index.ts: the steps of feature-ranks.js (docs/architecture.md §8).
 * The server around the features (start-up, jobs, commands) sits above them all: it may import
 * any feature, and only through its entry, or the route map src/server/features/index.ts.
 */
export const serverFeatureEntry = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = FEATURE_FILE.exec(rel(context.filename));
    const fromFeature = from?.[1];
    return importVisitors((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const to = featureTarget(context.filename, specifier);
      if (!to || to.feature === fromFeature) return;
      if (!fromFeature) {
        if (/^index(\.ts)?$/.test(to.feature) || to.file === 'index') return; // the route map, an entry
        // The route map merges each feature's route module: the one file that reaches them all.
        if (rel(context.filename) === ROUTE_MAP && to.file === 'routes') return;
        context.report({ node, message: throughEntry(rel(context.filename), to.feature) });
        return;
      }
      const order = outOfOrder(fromFeature, to.feature);
      if (order) context.report({ node, message: order });
      if (to.file === 'index') return; // `../ledger`: the entry
      context.report({
        node,
        message: throughEntry(`Server feature "${fromFeature}"`, to.feature),
      });
    });
  },
};

const DB_METHODS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);
const HANDLE_NAME = /^(db|tx)$/;
const HANDLE_TYPES = new Set(['Db', 'Tx', 'Database', 'PgDatabase', 'PgTransaction']);

function typeName(annotation) {
  const t = annotation?.typeAnnotation;
  if (t?.type !== 'TSTypeReference') return undefined;
  return t.typeName.type === 'Identifier' ? t.typeName.name : t.typeName.right?.name;
}

/** `ServerDeps['db']`: a type read off another by the handle's key. */
function isHandleKeyType(annotation) {
  const t = annotation?.typeAnnotation;
  if (t?.type !== 'TSIndexedAccessType' || t.indexType.type !== 'TSLiteralType') return false;
  const key = t.indexType.literal.value;
  return typeof key === 'string' && HANDLE_NAME.test(key);
}

/** The name of `o.name` or `o['name']`; undefined when the key is computed at run time. */
function propertyName(member) {
  if (!member.computed)
    return member.property.type === 'Identifier' ? member.property.name : undefined;
  const key = member.property;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}

function variableOf(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const found = s.set.get(name);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether `node` is the database or a transaction: by name (`db`, `deps['db']`), by type (`Db`,
 * `ServerDeps['db']`), or by where it came from.
 */
function isHandle(node, scope, depth = 0) {
  if (!node || depth > 8) return false;
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression')
    return isHandle(node.expression, scope, depth + 1);
  if (node.type === 'MemberExpression') return HANDLE_NAME.test(propertyName(node) ?? '');
  if (node.type !== 'Identifier') return false;
  if (HANDLE_NAME.test(node.name)) return true;
  const variable = variableOf(scope, node.name);
  return (variable?.defs ?? []).some((def) => {
    const annotation = def.name.typeAnnotation;
    if (HANDLE_TYPES.has(typeName(annotation) ?? '') || isHandleKeyType(annotation)) return true;
    // `{ db: d }` in a declaration or a parameter
    const parent = def.name.parent;
    if (
      parent?.type === 'Property' &&
      parent.value === def.name &&
      parent.key.type === 'Identifier'
    )
      return HANDLE_NAME.test(parent.key.name);
    if (def.type === 'Variable' && def.node.id === def.name)
      return isHandle(def.node.init, scope, depth + 1);
    return false;
  });
}

/** Queries on the database or a transaction, under any name, only in repo files (docs/architecture.md §6). */
export const sqlInRepos = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || !DB_METHODS.has(propertyName(callee) ?? ''))
          return;
        if (!isHandle(callee.object, context.sourceCode.getScope(node))) return;
        context.report({
          node,
          message:
            'SQL lives in the feature\'s repo.ts or *-repo.ts: routes → use case → repo (README "Decisions").',
        });
      },
    };
  },
};

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

/** Whether `node` is the page's global object: `window`, `globalThis`, `self`, an alias or a `Window`. */
function isGlobalObject(node, scope, depth = 0) {
  if (!node || depth > 8) return false;
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression')
    return isGlobalObject(node.expression, scope, depth + 1);
  if (node.type === 'MemberExpression')
    return (
      GLOBAL_OBJECTS.has(propertyName(node) ?? '') && isGlobalObject(node.object, scope, depth + 1)
    );
  if (node.type !== 'Identifier') return false;
  const defs = variableOf(scope, node.name)?.defs ?? [];
  if (defs.length === 0) return GLOBAL_OBJECTS.has(node.name);
  return defs.some((def) => {
    const t = def.name.typeAnnotation?.typeAnnotation;
    if (typeName(def.name.typeAnnotation) === 'Window') return true;
    if (t?.type === 'TSTypeQuery' && t.exprName.type === 'Identifier')
      return GLOBAL_OBJECTS.has(t.exprName.name); // `typeof globalThis`
    if (def.type === 'Variable' && def.node.id === def.name)
      return isGlobalObject(def.node.init, scope, depth + 1);
    return false;
  });
}

/**
 * Only the API clients talk to the network (docs/architecture.md §2): `window.fetch`, and the same
 * through an alias (`const w = window; w.fetch()`), a `Window` parameter or destructuring.
 * The bare global is held by no-restricted-globals.
 */
export const fetchInApiClients = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const message = 'Only src/lib/api calls fetch (docs/architecture.md §2).';
    const scopeOf = (node) => context.sourceCode.getScope(node);
    return {
      MemberExpression(node) {
        if (propertyName(node) === 'fetch' && isGlobalObject(node.object, scopeOf(node)))
          context.report({ node, message });
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !isGlobalObject(node.init, scopeOf(node))) return;
        const takesFetch = node.id.properties.some(
          (p) => p.type === 'Property' && propertyName({ ...p, property: p.key }) === 'fetch',
        );
        if (takesFetch) context.report({ node, message });
      },
    };
  },
};
