// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import { setItem } from '../../src/lib/storage';
import { ROUTE_GROUPS, ROUTES, type RouteDef } from '../../src/shared/routes';
import { renderApp } from './support/render-app';
import { answerNotAvailable, handle, startApiServer } from './support/api-server';

/**
 * Screens read their data on mount; here every call answers "not available yet", so these tests
 * are about routing and titles, not about each screen's data (the feature tests cover that).
 */
startApiServer([answerNotAvailable]);

const user = {
  userId: '7',
  mobile: '+255712345678',
  country: 'TZ' as const,
  createdAt: 1700000000,
};

function titleOf(route: RouteDef): string {
  const key = route.titleKey.slice('routes.'.length) as keyof typeof en.routes;
  return en.routes[key];
}

beforeEach(() => localStorage.clear());

describe('router', () => {
  it('has a translated title for every route', () => {
    for (const route of ROUTES) expect(titleOf(route), route.name).toBeTruthy();
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('renders %s', async (path, route) => {
    setItem('token', { Authorization: 'tok' });
    setItem('userInfo', user);
    handle('getUserInfo', () => ({ data: user }));
    const { router } = await renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${titleOf(route)} · Mkopo`));
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const tabs = screen.queryByRole('navigation', { name: 'Main navigation' });
    expect(Boolean(tabs)).toBe(route.tab === true);
  });

  it('shows the placeholder title for screens not built yet', async () => {
    await renderApp('/repay/cashier');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay' })).toBeTruthy();
  });

  it.each(ROUTE_GROUPS.map((g) => [g.path, g.redirectTo] as const))(
    'redirects %s to %s',
    async (from, to) => {
      setItem('token', { Authorization: 'tok' });
      setItem('userInfo', user);
      const { router } = await renderApp(from);
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
    },
  );

  it('sends an unknown hash home', async () => {
    const { router } = await renderApp('/no/such/screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  const protectedRoutes = ROUTES.filter((r) => r.protected);
  it('guards exactly the §2 protected names', () => {
    expect(protectedRoutes.map((r) => r.name).sort()).toEqual(
      [
        'settings',
        'aboutUs',
        'customerServices',
        'faq',
        'personalInfomation',
        'addBankCard',
        'idCardAuthentication',
        'reviewTips',
        'finishLoading',
      ].sort(),
    );
    expect(ROUTE_GROUPS.find((g) => g.name === 'bankAccount')?.protected).toBe(true);
  });

  it.each(protectedRoutes.map((r) => [r.path] as const))(
    'sends %s to login without a token, remembering it',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    },
  );
});
