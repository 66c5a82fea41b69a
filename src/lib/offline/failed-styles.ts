/**
 * Stylesheets whose preload failed (Vite's "Unable to preload CSS for …"): Vite never asks for a
 * failed stylesheet again, so a retried screen would paint unstyled. They are noted here and added
 * afresh before the next attempt.
 */
const PREFIX = 'Unable to preload CSS for ';
const failed = new Set<string>();

/** Notes the stylesheet a `vite:preloadError` event names (other failures are not CSS). */
export function noteFailedStyle(err: unknown): void {
  if (err instanceof Error && err.message.startsWith(PREFIX)) {
    failed.add(err.message.slice(PREFIX.length));
  }
}

function loadStyle(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    for (const old of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      if (old.href === href) old.remove();
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`${PREFIX}${href}`));
    });
    document.head.appendChild(link);
  });
}

/** Adds every noted stylesheet again; those that load are forgotten, the others stay noted. */
export async function reloadFailedStyles(): Promise<void> {
  await Promise.all(
    [...failed].map((href) => loadStyle(href).then(() => void failed.delete(href))),
  );
}

/** Listens for Vite's preload failures; the import still rejects, so retryImport tries again. */
export function watchFailedStyles(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    noteFailedStyle((event as Event & { payload?: unknown }).payload);
  });
}
