/**
 * The server built to JavaScript (esbuild, which tsx already brings): production starts without
 * a transpiler. One bundle of src/server with the packages left to node_modules, at
 * <out>/src/server/main.js so the paths the code finds beside itself hold as in the sources
 * (`schemas/` and `locales/` three folders up, the migrations copied beside the bundle). A stamp of
 * the sources (path, size, time) says whether a build is current.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// languages.json is bundled into the contract's language lists.
const SOURCES = ['src/server', 'src/shared', 'locales/languages.json', 'package.json'];

/** The list of packages the bundle imports, beside its stamp. */
export const PACKAGES_FILE = 'packages.json';

/** The names of the packages a build's metafile shows imported (`dayjs/plugin/utc` is dayjs). */
function importedPackages(metafile) {
  const names = new Set();
  for (const input of Object.values(metafile.inputs))
    for (const { path, external } of input.imports) {
      if (!external || path.startsWith('node:') || path.startsWith('.')) continue;
      const name = path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/');
      if (!builtinModules.includes(name)) names.add(name);
    }
  return [...names].sort();
}

/** Where `main.js` lands under a build folder. */
export const mainOf = (outDir) => join(outDir, 'src', 'server', 'main.js');

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) return yield path;
  for (const entry of readdirSync(path)) yield* files(join(path, entry));
}

/** A digest of the sources' names, sizes and times; undefined when there are none (an image). */
export function sourceStamp(root) {
  if (!existsSync(join(root, 'src', 'server'))) return undefined;
  const hash = createHash('sha256');
  let any = false;
  for (const source of SOURCES)
    for (const file of files(join(root, source))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
      any = true;
    }
  return any ? hash.digest('hex') : undefined;
}

/** Whether `outDir` holds a build of the sources as they are now (or of sources not shipped). */
export function isCurrent(root, outDir) {
  if (!existsSync(mainOf(outDir))) return false;
  const stamp = sourceStamp(root);
  if (stamp === undefined) return true;
  const stampFile = join(outDir, 'stamp');
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
}

/**
 * Packages stay in node_modules (native sharp, PGlite's WebAssembly beside its code). A deep import
 * of a package without an exports map (`dayjs/plugin/utc`) is written with its file's extension,
 * which Node's ES loader needs and a bundler's resolution does not.
 */
function packagesStayOutside(root) {
  const require = createRequire(join(root, 'package.json'));
  return {
    name: 'packages-stay-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const parts = args.path.split('/');
        const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
        if (name === args.path || args.path.startsWith('node:')) return { external: true };
        let manifest;
        try {
          manifest = require(`${name}/package.json`);
        } catch {
          return { external: true }; // an exports map that hides package.json: it resolves itself
        }
        if (manifest.exports) return { external: true };
        const file = require.resolve(args.path);
        const dir = dirname(require.resolve(`${name}/package.json`));
        return { path: `${name}/${relative(dir, file).split(sep).join('/')}`, external: true };
      });
    },
  };
}

/** Builds the server into `outDir`; returns milliseconds taken. */
export async function buildServer(root, outDir) {
  const started = performance.now();
  const stamp = sourceStamp(root);
  const { build } = await import('esbuild');
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile: mainOf(outDir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesStayOutside(root)],
    sourcemap: true,
    logLevel: 'warning',
    metafile: true,
  });
  // The packages the bundle imports, for the image's runtime layout (scripts/server-runtime.mjs).
  writeFileSync(join(outDir, PACKAGES_FILE), JSON.stringify(importedPackages(metafile), null, 1));
  // Folders the code reads beside its own module (`new URL('./x', import.meta.url)`), which in
  // the bundle is main.js: copied to where that URL now points.
  const beside = {
    'src/server/db/migrations': 'migrations',
    'src/server/providers/rails/daraja/schemas': 'daraja/schemas',
    'src/server/providers/rails/selcom/schemas': 'selcom/schemas',
  };
  for (const [from, to] of Object.entries(beside))
    cpSync(join(root, from), join(outDir, 'src', 'server', to), { recursive: true });
  if (stamp) writeFileSync(join(outDir, 'stamp'), stamp);
  return Math.round(performance.now() - started);
}

// `npm run build:server`: build into dist-server/ now (an image's build stage runs this).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const ms = await buildServer(root, join(root, 'dist-server'));
  console.log(`built the server into dist-server/ in ${ms} ms`);
}
