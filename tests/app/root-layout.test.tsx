// @vitest-environment jsdom
/**
 * RootLayout re-renders whenever a translation file arrives: react-i18next subscribes with
 * useSyncExternalStore, whose updates React renders at once, in one blocking task. A screen whose
 * code has just loaded must not mount inside that update (on a cheap phone, a long task of its
 * own), but in its Suspense retry, which React renders in slices that yield to the browser.
 */
import './support/dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18n from 'i18next';
import { initI18n } from '../../src/lib/i18n';
import { RootLayout } from '../../src/app/layout/root-layout';

afterEach(() => cleanup());

/** Lets promise callbacks run, and React's microtask flush of blocking updates with them. */
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

it('mounts a screen that has just loaded in its own retry, not inside the update a translation file makes', async () => {
  await initI18n({ strict: true });
  let loaded: (() => void) | undefined;
  const Screen = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        loaded = () => resolve({ default: () => <p>screen</p> });
      }),
  );
  render(
    <MemoryRouter initialEntries={['/user_center/settings']}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/user_center/settings" element={<Screen />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  // A screen other than Home: the theme's chunk loads, then the screen's code is asked for.
  await waitFor(() => expect(loaded).toBeDefined());
  const title = document.title;

  loaded?.();
  await microtasks();
  i18n.addResourceBundle('en', 'common', { routes: { settings: 'Preferences' } }, true, true);
  await microtasks();

  // The layout has rendered the new string already, the screen is not in that render...
  expect(document.title).not.toBe(title);
  expect(document.title).toContain('Preferences');
  expect(screen.queryByText('screen')).toBeNull();
  // ...but in its retry, a task later.
  expect(await screen.findByText('screen')).toBeTruthy();
});
