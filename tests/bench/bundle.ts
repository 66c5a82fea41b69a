/** Gzip bytes of what a page loads for its first paint, and of every lazy chunk (docs/architecture.md §7). */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstPaint {
  js: number;
  css: number;
  files: string[];
}

const gz = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

/** Static imports of a JS chunk (what the browser must fetch before it runs). */
function staticImports(dist: string, file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = new Set<string>();
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    if (m[1]) found.add(`assets/${m[1]}`);
  }
  return [...found];
}

/** Everything index.html pulls in before the first paint: entry, its static imports, CSS. */
export function firstPaint(dist: string): FirstPaint {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const seen = new Set<string>();
  const queue = [...refs];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(dist, file));
  }
  const files = [...seen].sort();
  const sum = (ext: string) =>
    files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gz(join(dist, f)), 0);
  return { js: sum('.js'), css: sum('.css'), files };
}

/** Every JS and CSS asset with its gzip size, largest first. */
export function allChunks(dist: string): { file: string; gzip: number }[] {
  const dir = join(dist, 'assets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => ({ file: `assets/${f}`, gzip: gz(join(dir, f)) }))
    .sort((a, b) => b.gzip - a.gzip);
}
