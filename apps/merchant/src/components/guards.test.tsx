import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { smeRoutes } from '../paths.ts';
import { PublicOnly, RequireSme } from './guards.tsx';

await texts('all');

const state = vi.hoisted(() => ({
  session: { isPending: false, data: null as null | { user: { role: 'sme' | 'admin' } } },
  signOutReason: null as null | string,
}));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => state.session,
  usePublicConfig: () => ({ data: { adminOrigin: '' } }),
}));
vi.mock('@kopru/api-client/session-sync', () => ({ signOutReason: () => state.signOutReason }));

afterEach(() => {
  cleanup();
  state.signOutReason = null;
});

/** Every location the router shows, in order: a loop would fill it. */
function LocationLog({ log }: { log: string[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    log.push(pathname);
  }, [pathname, log]);
  return null;
}

function App({ log }: { log: string[] }) {
  return (
    <>
      <LocationLog log={log} />
      {useRoutes([
        { path: '/', element: <PublicOnly>page landing</PublicOnly> },
        { path: '/login', element: <PublicOnly>page login</PublicOnly> },
        { path: `${smeRoutes.overview}/*`, element: <RequireSme>page dashboard</RequireSme> },
      ])}
    </>
  );
}

function open(path: string, role: 'sme' | 'admin' | null) {
  state.session = { isPending: false, data: role ? { user: { role } } : null };
  const log: string[] = [];
  render(
    <MemoryRouter initialEntries={[path]}>
      <App log={log} />
    </MemoryRouter>,
  );
  return log;
}

describe('the merchant app guards', () => {
  it('sends a visitor from the console to the landing page once', async () => {
    const log = open(smeRoutes.payouts, null);
    expect(await screen.findByText('page landing')).toBeTruthy();
    expect(log).toEqual([smeRoutes.payouts, '/']);
  });

  it('sends a visitor signed out for inactivity to the sign-in page once', async () => {
    state.signOutReason = 'inactivity';
    const log = open(smeRoutes.kyc, null);
    expect(await screen.findByText('page login')).toBeTruthy();
    expect(log).toEqual([smeRoutes.kyc, '/login']);
  });

  it('sends a signed-in SME from the sign-in page to its console once', async () => {
    const log = open('/login', 'sme');
    expect(await screen.findByText('page dashboard')).toBeTruthy();
    expect(log).toEqual(['/login', smeRoutes.overview]);
  });

  it('shows an admin on the SME console "Unauthorized" where it is, without navigating', async () => {
    await i18n.changeLanguage('en');
    const log = open(smeRoutes.transactions, 'admin');
    expect(await screen.findByText(i18n.t('common.unauthorized'))).toBeTruthy();
    expect(log).toEqual([smeRoutes.transactions]);
  });
});
