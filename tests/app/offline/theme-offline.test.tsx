// @vitest-environment jsdom
/**
 * The Mantine theme loads with the first screen that uses it (src/app/themed.tsx). Lost to a
 * dropped connection, the screen says "You are offline / Retry" in place, with the bottom tabs
 * still there on a tab page, and shows once the theme loads.
 */
import '../support/dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

const net = vi.hoisted(() => ({ offline: true }));

vi.mock('../../../src/app/themed', async (importActual) => {
  const actual = await importActual<typeof import('../../../src/app/themed')>();
  return {
    Themed({ children }: { children: ReactNode }) {
      if (net.offline) throw new TypeError('Failed to fetch dynamically imported module: /t.js');
      return <actual.Themed>{children}</actual.Themed>;
    },
  };
});
vi.mock('../../../src/lib/api/server-reachable', () => ({ serverReachable: async () => false }));

beforeEach(() => {
  net.offline = true;
  // React reports the error the boundary caught; here that error is the point.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the theme lost to a dropped connection', () => {
  it('keeps the tabs on a tab page and shows the page on Retry', async () => {
    await renderApp('/me');
    expect(await screen.findByText('You are offline')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    net.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Log in or register')).toBeTruthy();
  });

  it('a page without tabs shows the offline state alone', async () => {
    await renderApp('/login');
    expect(await screen.findByText('You are offline')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it("a visitor's Home needs no theme", async () => {
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeTruthy();
    expect(screen.queryByText('You are offline')).toBeNull();
  });
});
