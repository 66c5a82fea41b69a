/** The providers around the router: Mantine theme, SWR, and the router itself. */
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { createAppRouter } from './router';
import { theme } from './theme';

type AppRouter = ReturnType<typeof createAppRouter>;

// The retry banner re-runs failed reads on demand; silent automatic retries would cost data.
const swrConfig = { shouldRetryOnError: false, revalidateOnFocus: false };

export function App({ router }: { router: AppRouter }) {
  return (
    <MantineProvider theme={theme}>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </MantineProvider>
  );
}
