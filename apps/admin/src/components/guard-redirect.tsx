import type { ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';

/**
 * A guard's redirect that can never loop: when `to` is the route already shown, the page is
 * rendered (`children`) instead of navigating to itself again. `to` is a route pattern of the
 * app's route table (`/dashboard/account`), compared with the location the router matched, never
 * with a hand-written string; `null` lets the page through. The page is always rendered in the
 * same place of the tree, so it keeps its state when the redirect ends (two-factor turned on while
 * its backup codes are on screen).
 */
export function GuardRedirect({
  to,
  state,
  children,
}: {
  to: string | null;
  state?: unknown;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (to === null || matchPath({ path: to, end: true }, pathname)) return children;
  return <Navigate to={to} replace state={state} />;
}
