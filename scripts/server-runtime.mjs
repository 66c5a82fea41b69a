/**
 * What the server image holds (Dockerfile, decision 0050), laid out in a folder: the server
 * bundle (dist-server/), the packages it imports and the packages those need (read from each
 * package.json, found as Node finds them), the SPA as built (dist/) and the data files (schemas/,
 * locales/). Nothing of the front end's libraries or the build tools: the bundle names what it
 * imports (dist-server/packages.json), and only that is copied. `node scripts/server-runtime.mjs
 * <dir>` after `npm run build && npm run build:server`; the image runs
 * `node dist-server/src/server/main.js` in it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PACKAGES_FILE } from './server-build.mjs';

/** The folder of package `name` as Node finds it from `fromDir`, up to `root`; undefined: absent. */
function locate(root, fromDir, name) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

/**
 * Every package folder the bundle needs: its imports and, from each, the dependencies and the
 * optional ones installed (sharp's binaries for this platform). Peer dependencies are not
 * followed: a peer the server uses is one of its own imports (drizzle-orm's pg and PGlite).
 */
export function runtimePackages(root, imported) {
  const found = new Set();
  const visit = (fromDir, name, required) => {
    const dir = locate(root, fromDir, name);
    if (!dir) {
      if (required) throw new Error(`${name}, which the server needs, is not installed`);
      return;
    }
    if (found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dir, dep, true);
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dir, dep, false);
  };
  for (const name of imported) visit(root, name, true);
  return [...found].sort();
}

/**
 * Lays the image's /app out in `outDir` from a built checkout at `root`; returns the packages.
 * `link` links each package instead of copying it (a test's layout, run with
 * --preserve-symlinks so that a package still finds its own dependencies in `outDir` alone).
 */
export function layRuntime(
  root,
  outDir,
  { serverDir = join(root, 'dist-server'), distDir = join(root, 'dist'), link = false } = {},
) {
  const imported = JSON.parse(readFileSync(join(serverDir, PACKAGES_FILE), 'utf8'));
  const packages = runtimePackages(root, imported);
  mkdirSync(outDir, { recursive: true });
  // A package inside another's folder (nested node_modules) comes with its parent.
  const tops = packages.filter((dir) => !packages.some((p) => dir.startsWith(`${p}/`)));
  for (const dir of tops) {
    const target = join(outDir, relative(root, dir));
    mkdirSync(dirname(target), { recursive: true });
    if (link) symlinkSync(dir, target);
    else cpSync(dir, target, { recursive: true });
  }
  cpSync(serverDir, join(outDir, 'dist-server'), {
    recursive: true,
    filter: (file) => !file.endsWith('.map') && !file.endsWith('/stamp'),
  });
  cpSync(distDir, join(outDir, 'dist'), { recursive: true });
  for (const folder of ['schemas', 'locales'])
    cpSync(join(root, folder), join(outDir, folder), { recursive: true });
  cpSync(join(root, 'package.json'), join(outDir, 'package.json'));
  return packages.map((dir) => relative(join(root, 'node_modules'), dir));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const out = resolve(process.argv[2] ?? 'runtime');
  const packages = layRuntime(root, out);
  console.log(`laid the server out in ${out} with ${packages.length} packages`);
}
