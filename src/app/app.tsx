/** The providers around the router: the Mantine theme and the router itself. */
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { theme } from './theme';

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    // All theme variables come from the provider at run time rather than from the 4 KB
    // default-css-variables.css: the JS that generates them ships anyway.
    <MantineProvider theme={theme} deduplicateCssVariables={false}>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
