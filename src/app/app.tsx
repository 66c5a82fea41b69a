/** The providers around the routes: the Mantine theme and the hash router (§2). */
import { MantineProvider } from '@mantine/core';
import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { AppStatusNotices } from './pwa/app-status';
import { cssVariablesResolver, theme } from '../lib/theme';

export function App() {
  return (
    // All theme variables come from the provider at run time rather than from the 4 KB
    // default-css-variables.css: the JS that generates them ships anyway.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
    >
      {/* Above the screens, in the flow: while it shows, the screen moves down rather than under it. */}
      <AppStatusNotices />
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </MantineProvider>
  );
}
