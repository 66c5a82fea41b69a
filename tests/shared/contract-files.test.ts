/**
 * Each contract file is named after the server feature that serves its calls, so the server side
 * of a call is found by the file name: the calls of `src/shared/contract/<area>.ts` (the `<area>`
 * entry of `contractAreas`) are handled by `src/server/features/<area>`. "Handled" is read from the
 * registration itself: `featureRoutes` (src/server/features/index.ts) spreads each feature's route
 * function, and the endpoint names are the keys of the object that function returns.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { contractAreas } from '../../src/shared/contract/index';

const ROOT = new URL('../../', import.meta.url).pathname;
const CONTRACT = 'src/shared/contract';
const FEATURES = 'src/server/features';
/** Contract files that hold the index, shared shapes or codes, not calls. */
const NOT_CALLS = [
  'index.ts',
  'define.ts',
  'fields.ts',
  'order-fields.ts',
  'order-bureau-notice.ts',
  'order-money-moving.ts',
  'codes.ts',
  'response.ts',
];

type Area = keyof typeof contractAreas;
const areas = Object.keys(contractAreas) as Area[];

function parse(fileName: string, source: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
}

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n)) {
    n = n.expression;
  }
  return n;
}

/** The object literals `fn` returns, not those returned by functions nested in it (the handlers). */
function returnedObjects(fn: ts.FunctionDeclaration): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) {
      const value = unwrap(node.expression);
      if (ts.isObjectLiteralExpression(value)) found.push(value);
    }
    ts.forEachChild(node, visit);
  };
  if (fn.body) ts.forEachChild(fn.body, visit);
  return found;
}

function functionNamed(file: ts.SourceFile, name: string): ts.FunctionDeclaration {
  const fn = file.statements.find(
    (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name,
  );
  if (!fn) throw new Error(`${file.fileName} declares no function ${name}`);
  return fn;
}

/** The endpoint names a route function registers: the keys of the object it returns. */
function handledBy(fileName: string, source: string, fnName: string): string[] {
  return returnedObjects(functionNamed(parse(fileName, source), fnName)).flatMap((object) =>
    object.properties.flatMap((p) =>
      p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
    ),
  );
}

/** The route functions `featureRoutes` spreads, each with the feature folder it comes from. */
function registeredRouteFunctions(): { feature: string; file: string; fn: string }[] {
  const indexPath = join(FEATURES, 'index.ts');
  const index = parse(indexPath, readFileSync(join(ROOT, indexPath), 'utf8'));
  const from = new Map<string, string>();
  for (const s of index.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const bindings = s.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const e of bindings.elements) from.set(e.name.text, s.moduleSpecifier.text);
  }
  return returnedObjects(functionNamed(index, 'featureRoutes')).flatMap((object) =>
    object.properties.flatMap((p) => {
      if (!ts.isSpreadAssignment(p)) return [];
      const call = unwrap(p.expression);
      if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return [];
      const fn = call.expression.text;
      const specifier = from.get(fn);
      const match = specifier && /^\.\/([^/]+)\/(.+)$/.exec(specifier);
      if (!match) throw new Error(`featureRoutes spreads ${fn}, not imported from a feature`);
      return [{ feature: match[1] ?? '', file: join(FEATURES, `${specifier}.ts`), fn }];
    }),
  );
}

/** Endpoint name → the features whose registered route functions handle it. */
function servingFeatures(): Map<string, string[]> {
  const served = new Map<string, string[]>();
  for (const { feature, file, fn } of registeredRouteFunctions()) {
    for (const name of handledBy(file, readFileSync(join(ROOT, file), 'utf8'), fn)) {
      served.set(name, [...(served.get(name) ?? []), feature]);
    }
  }
  return served;
}

describe('the route reader', () => {
  it('takes the keys of the returned object, not of objects the handlers return', () => {
    const source = `
      export function helper() { return { notThisOne: 1 }; }
      export function zzRoutes(deps: ServerDeps): RouteHandlers {
        const build = () => { return { norThisOne: 1 }; };
        return {
          login: ({ payload }) => auth.login(deps, payload),
          'getMoney': async () => { return { orderNo: 'x', status: 7 }; },
          logout() { return Promise.resolve({ done: true }); },
        };
      }`;
    expect(handledBy('zz/routes.ts', source, 'zzRoutes')).toEqual(['login', 'getMoney', 'logout']);
  });

  it('finds the route functions featureRoutes spreads', () => {
    const found = registeredRouteFunctions();
    expect(found.length).toBeGreaterThan(0);
    expect(found).toContainEqual({
      feature: 'loans',
      file: join(FEATURES, 'loans/routes.ts'),
      fn: 'loanRoutes',
    });
  });
});

describe('contract files are named after the server feature that serves them', () => {
  const served = servingFeatures();

  it.each(areas)('%s: the feature folder exists and handles every call of the area', (area) => {
    const folder = statSync(join(ROOT, FEATURES, area), { throwIfNoEntry: false });
    expect(folder?.isDirectory(), `${FEATURES}/${area} is a folder`).toBe(true);
    const elsewhere = Object.keys(contractAreas[area])
      .map((name) => ({ name, servedBy: served.get(name) ?? [] }))
      .filter(({ servedBy }) => servedBy.length !== 1 || servedBy[0] !== area);
    expect(elsewhere, `calls of contract/${area}.ts not served by features/${area}`).toEqual([]);
  });

  it('files every handled call under the feature that handles it', () => {
    const areaOf = new Map(
      areas.flatMap((area) => Object.keys(contractAreas[area]).map((name) => [name, area])),
    );
    const misfiled = [...served].filter(
      ([name, features]) => features.length !== 1 || areaOf.get(name) !== features[0],
    );
    expect(misfiled, 'handled calls filed under another contract file (or under none)').toEqual([]);
  });

  it('declares calls only in files named after an area, each exporting that area', async () => {
    const callFiles = readdirSync(join(ROOT, CONTRACT))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.gen.ts') && !NOT_CALLS.includes(f))
      .sort();
    expect(callFiles).toEqual(areas.map((area) => `${area}.ts`).sort());
    for (const area of areas) {
      const exported: unknown[] = Object.values(await import(join(ROOT, CONTRACT, `${area}.ts`)));
      expect(exported.includes(contractAreas[area]), `contract/${area}.ts exports the area`).toBe(
        true,
      );
    }
  });
});
