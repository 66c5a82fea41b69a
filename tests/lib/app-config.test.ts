// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadWithHead(head: string) {
  document.head.innerHTML = head;
  vi.resetModules();
  return (await import('../../src/lib/app-config')).APP_CONFIG;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('app config from index.html', () => {
  it('reads the package and product names the server wrote', async () => {
    const config = await loadWithHead(
      `<meta name="app-config" content="{&#34;packageName&#34;:&#34;tz.pesa.app&#34;,&#34;appName&#34;:&#34;Pesa&#34;}">`,
    );
    expect(config).toEqual({ packageName: 'tz.pesa.app', appName: 'Pesa' });
  });

  it('falls back to the defaults without a meta or with a broken one', async () => {
    expect(await loadWithHead('')).toEqual({ packageName: 'com.mkopo.credit', appName: 'Mkopo' });
    expect(await loadWithHead(`<meta name="app-config" content="{broken">`)).toEqual({
      packageName: 'com.mkopo.credit',
      appName: 'Mkopo',
    });
  });
});
