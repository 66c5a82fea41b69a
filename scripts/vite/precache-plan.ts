/**
 * Which of the borrower's files the service worker downloads when it installs (the precache) and
 * which it keeps only once the phone has used them (docs/decisions/0024-service-worker-budget.md).
 * A first visit must cost at most 1.5 times its page: the precache is the shell (what index.html
 * loads before any screen) and the screens of the likely next step; every other screen, the locale
 * files of each language and the form engine wait until the borrower opens them.
 */

/** What the plan reads of a Rollup/Rolldown output item. */
export type BundleItem =
  | {
      type: 'chunk';
      facadeModuleId: string | null;
      imports: readonly string[];
      dynamicImports: readonly string[];
      viteMetadata?: { importedCss: ReadonlySet<string> };
    }
  | { type: 'asset'; source: string | Uint8Array };

export interface PrecachePlan {
  /** Files the worker downloads at install: the shell and the next step's screens. */
  precache: ReadonlySet<string>;
  /** Every other file of the borrower's app: kept by the worker on first use. */
  later: ReadonlySet<string>;
}

/**
 * The screens a borrower most likely opens after a first visit (most visits start at Home, whose
 * Apply leads to sign-in): precached so that step is instant, whatever the connection then.
 */
export const NEXT_STEP_MODULES: readonly string[] = [
  'src/features/home/home-page.tsx',
  'src/features/auth/login-page.tsx',
  'src/features/auth/register-page.tsx',
];

/** The files index.html names (its scripts, preloads and styles). */
export function filesOfIndexHtml(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
}

/** Every file reachable from `starts`: static imports and CSS, and lazy imports with `lazy`. */
function closure(
  bundle: Readonly<Record<string, BundleItem>>,
  starts: Iterable<string>,
  lazy: boolean,
): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    const item = bundle[name];
    if (!item || found.has(name)) return;
    found.add(name);
    if (item.type !== 'chunk') return;
    for (const next of lazy ? [...item.imports, ...item.dynamicImports] : item.imports) visit(next);
    for (const css of item.viteMetadata?.importedCss ?? []) visit(css);
  };
  for (const start of starts) visit(start);
  return found;
}

/**
 * Splits the files reachable from index.html (only those: the staff console's chunks never reach
 * a borrower's phone) into what is precached and what is kept when used.
 */
export function planPrecache(
  bundle: Readonly<Record<string, BundleItem>>,
  indexFiles: readonly string[],
  nextStepModules: readonly string[] = NEXT_STEP_MODULES,
): PrecachePlan {
  const borrower = closure(bundle, indexFiles, true);
  const screens = Object.entries(bundle).flatMap(([name, item]) =>
    item.type === 'chunk' &&
    borrower.has(name) &&
    nextStepModules.some((m) => item.facadeModuleId?.endsWith(m))
      ? [name]
      : [],
  );
  const precache = closure(bundle, [...indexFiles, ...screens], false);
  const later = new Set([...borrower].filter((name) => !precache.has(name)));
  return { precache, later };
}
