/**
 * The hash router of §2: every screen lazy, nested under its group, the redirect table, the
 * protected names guarded, the tab pages inside the tab layout, and any unknown hash sent home.
 */
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_GROUPS, ROUTES, type RouteDef } from '../shared/routes';
import { RootLayout } from './layout/root-layout';
import { TabLayout } from './layout/tab-layout';
import { pageFor } from './pages';
import { RequireToken } from '../lib/require-token';

function screen(route: RouteDef, path: string): RouteObject {
  const Page = pageFor(route);
  const element = route.protected ? (
    <RequireToken>
      <Page />
    </RequireToken>
  ) : (
    <Page />
  );
  return { path, element };
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The route objects, exported so tests can mount them in a memory router. */
export function buildRoutes(): RouteObject[] {
  const tabs = ROUTES.filter((r) => r.tab).map((r) => screen(r, r.path));
  const topLevel = ROUTES.filter((r) => !r.tab && r.parent === null).map((r) => screen(r, r.path));
  const groups = ROUTE_GROUPS.map((group): RouteObject => ({
    path: group.path,
    children: [
      { index: true, element: <Navigate to={group.redirectTo} replace /> },
      ...ROUTES.filter((r) => r.parent === group.name).map((r) => screen(r, lastSegment(r.path))),
    ],
  }));
  return [
    {
      element: <RootLayout />,
      children: [
        { element: <TabLayout />, children: tabs },
        ...groups,
        ...topLevel,
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

const appRoutes = buildRoutes();

/**
 * The routes rendered inside <HashRouter>. The declarative router ships about 16 KB gzip less
 * than a data router (createHashRouter), and the app uses no loaders or actions.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
