/** Renders the real route table at a path in a memory router, with the theme and strict i18n. */
import './dom';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { changeLanguage, initI18n } from '../../../src/app/i18n';
import { buildRoutes } from '../../../src/app/router';
import { setHomeNavigator } from '../../../src/app/session';
import { theme } from '../../../src/app/theme';
import type { Language } from '../../../src/app/storage';

// Vitest runs without globals, so Testing Library cannot unmount on its own.
afterEach(() => cleanup());

export async function renderApp(path: string, language: Language = 'en') {
  await initI18n({ strict: true });
  await changeLanguage(language);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  setHomeNavigator(() => void router.navigate('/', { replace: true }));
  const view = render(
    <MantineProvider theme={theme} env="test">
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </MantineProvider>,
  );
  return { router, ...view };
}
