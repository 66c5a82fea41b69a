/**
 * The Mantine theme around the screens that use Mantine: a lazy chunk, so a visitor's Home and the
 * shell (plain elements, src/app/shell.css) paint and work without Mantine's JavaScript. Mounted
 * with the first such screen, it then stays (src/app/layout/root-layout.tsx).
 */
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { directionOf } from '../lib/i18n';
import { cssVariablesResolver, theme } from '../lib/theme';
import { getItem } from '../lib/storage';
import { useStored } from '../lib/use-stored';

/** Mantine's components lay out the way the chosen language reads (locales/languages.json). */
function FollowLanguage() {
  const language = useStored('language');
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(language)), [language, setDirection]);
  return null;
}

export function Themed({ children }: { readonly children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(getItem('language'))} detectDirection={false}>
      <FollowLanguage />
      {/* All theme variables come from the provider at run time rather than from the 4 KB
          default-css-variables.css: the JS that generates them ships anyway. */}
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        deduplicateCssVariables={false}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
