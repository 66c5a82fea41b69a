/**
 * Renders the app's real routes (AppRoutes, as shipped) at a path in a memory router, with the
 * theme, strict i18n and a fresh SWR cache. `router.state.location` reads where the app is now.
 */
import './dom';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { changeLanguage, initI18n } from '../../../src/lib/i18n';
import { AppRoutes } from '../../../src/app/router';
import { theme } from '../../../src/lib/theme';
import type { Language } from '../../../src/lib/storage';

// Vitest runs without globals, so Testing Library cannot unmount on its own.
afterEach(() => cleanup());

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

export async function renderApp(path: string, language: Language = 'en') {
  await initI18n({ strict: true });
  await changeLanguage(language);
  let current: Location | undefined;
  const router = {
    get state() {
      if (!current) throw new Error('the router has not rendered yet');
      return { location: current };
    },
  };
  const view = render(
    <MantineProvider theme={theme} env="test">
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe onChange={(location) => (current = location)} />
          <AppRoutes />
        </MemoryRouter>
      </SWRConfig>
    </MantineProvider>,
  );
  return { router, ...view };
}
