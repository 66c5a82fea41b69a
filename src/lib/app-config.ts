/**
 * Deployment settings the server writes into index.html (`<meta name="app-config">`): the package
 * name (also the envelope key, docs/architecture.md §4) and the product name (APP_NAME). Falls back to the
 * defaults of docs/architecture.md §1 when the page was not served by our server (Vite dev, tests).
 */
export interface AppConfig {
  readonly packageName: string;
  readonly appName: string;
}

export const DEFAULT_APP_CONFIG: AppConfig = { packageName: 'com.mkopo.credit', appName: 'Mkopo' };

function readMeta(): Partial<AppConfig> {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    if (!parsed || typeof parsed !== 'object') return {};
    const { packageName, appName } = parsed as Record<string, unknown>;
    return {
      ...(typeof packageName === 'string' && packageName ? { packageName } : {}),
      ...(typeof appName === 'string' && appName ? { appName } : {}),
    };
  } catch {
    return {};
  }
}

export const APP_CONFIG: AppConfig = { ...DEFAULT_APP_CONFIG, ...readMeta() };
