/**
 * Renders the app's real routes (AppRoutes, as shipped) at a path in a memory router, with the
 * theme, strict i18n and a fresh SWR cache. `router.state.location` reads where the app is now;
 * `router.back()` is the phone's back button.
 */
import './dom';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { SWRConfig } from 'swr';
import { changeLanguage, initI18n } from '../../../src/lib/i18n';
import { AppRoutes } from '../../../src/app/router';
import { theme } from '../../../src/lib/theme';
import type { Language } from '../../../src/lib/storage';

// Vitest runs without globals, so Testing Library cannot unmount on its own.
afterEach(() => cleanup());

function LocationProbe({
  onChange,
  onNavigate,
}: {
  onChange: (location: Location) => void;
  onNavigate: (navigate: NavigateFunction) => void;
}) {
  onChange(useLocation());
  onNavigate(useNavigate());
  return null;
}

/** `language` null: the app's own choice (the stored one, else the phone's). */
export async function renderApp(path: string, language: Language | null = 'en') {
  await initI18n({ strict: true });
  if (language) await changeLanguage(language);
  let current: Location | undefined;
  let navigate: NavigateFunction | undefined;
  const router = {
    get state() {
      if (!current) throw new Error('the router has not rendered yet');
      return { location: current };
    },
    /** The phone's (or browser's) back button. */
    back: () => navigate?.(-1),
    /** A link or an app action that opens another screen. */
    go: (to: string) => navigate?.(to),
  };
  const view = render(
    <MantineProvider theme={theme} env="test">
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe
            onChange={(location) => (current = location)}
            onNavigate={(n) => (navigate = n)}
          />
          <AppRoutes />
        </MemoryRouter>
      </SWRConfig>
    </MantineProvider>,
  );
  return { router, ...view };
}
