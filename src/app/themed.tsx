/**
 * The Mantine theme around the screens that use Mantine: a lazy chunk, so a visitor's Home and the
 * shell (plain elements, src/app/shell.css) paint and work without Mantine's JavaScript. Mounted
 * with the first such screen, it then stays (src/app/layout/root-layout.tsx).
 */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../lib/theme';

export function Themed({ children }: { readonly children: ReactNode }) {
  return (
    // All theme variables come from the provider at run time rather than from the 4 KB
    // default-css-variables.css: the JS that generates them ships anyway.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}
