/** The providers around the router: the Mantine theme and the router itself. */
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { theme } from './theme';

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
