/** Guards the protected screens of §2: without a token, go to login and come back afterwards. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pathOf } from '../shared/routes';
import { useStored } from './use-stored';

/** The login path that returns to `target` after signing in. */
export function loginPathFor(target: string): string {
  return `${pathOf('login')}?redirect=${encodeURIComponent(target)}`;
}

/** Where to go after login: the remembered in-app path, never another site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function RequireToken({ children }: { children: ReactNode }) {
  const token = useStored('token');
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}
