/**
 * index.html as served: the built file with this deployment's package name (also the envelope key)
 * and product name (APP_NAME) written into `<meta name="app-config">`, the title, the splash and the
 * prerendered promotion pages' brand bar, so one build serves any brand without a rebuild.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DEFAULT_APP_NAME = 'Mkopo';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The served index.html for a configuration. */
export function renderIndexHtml(
  built: string,
  config: { packageName: string; appName: string },
): string {
  const meta = escapeHtml(
    JSON.stringify({ packageName: config.packageName, appName: config.appName }),
  );
  const name = escapeHtml(config.appName);
  return built
    .replace(
      /<meta name="app-config" content='[^']*' \/>/,
      `<meta name="app-config" content="${meta}" />`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replaceAll(`content="${DEFAULT_APP_NAME}:`, `content="${name}:`)
    .replace(/(<div id="splash"[^>]*>\s*<div>)[^<]*/, `$1${name}`)
    .replace(/(<strong class="yx-brand">)[^<]*/g, `$1${name}`);
}

/** Reads and renders DIST_DIR/index.html once, at start. */
export function loadIndexHtml(
  distDir: string,
  config: { packageName: string; appName: string },
): string {
  return renderIndexHtml(readFileSync(join(distDir, 'index.html'), 'utf8'), config);
}
