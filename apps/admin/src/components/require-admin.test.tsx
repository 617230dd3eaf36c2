import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Outlet, useLocation, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n.ts';
import { adminRoutes } from '../paths.ts';
import { RequireAdmin } from './require-admin.tsx';

await texts('all');

type User = { role: 'admin' | 'sme'; twoFactorSetupRequired: boolean };
const state = vi.hoisted(() => ({ session: { isPending: false, data: null as null | { user: User } } }));
vi.mock('@kopru/api-client/auth', () => ({ useSession: () => state.session }));
vi.mock('@kopru/api-client/session-sync', () => ({ signOutReason: () => null }));

afterEach(() => cleanup());

/** Every location the router shows, in order: a loop would fill it. */
function LocationLog({ log }: { log: string[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    log.push(pathname);
  }, [pathname, log]);
  return null;
}

/** The console's routes as the router names them, each page a line of text, behind the guard. */
function Console({ log }: { log: string[] }) {
  const pages = Object.entries(adminRoutes)
    .filter(([name]) => name !== 'login' && name !== 'overview')
    .map(([name, path]) => ({ path, element: <p>page {name}</p> }));
  return (
    <>
      <LocationLog log={log} />
      {useRoutes([
        { path: adminRoutes.login, element: <p>page login</p> },
        {
          path: adminRoutes.overview,
          element: (
            <RequireAdmin>
              <Outlet />
            </RequireAdmin>
          ),
          children: [{ index: true, element: <p>page overview</p> }, ...pages],
        },
      ])}
    </>
  );
}

function open(path: string, user: User | null) {
  state.session = { isPending: false, data: user ? { user } : null };
  const log: string[] = [];
  render(
    <MemoryRouter initialEntries={[path]}>
      <Console log={log} />
    </MemoryRouter>,
  );
  return log;
}

const mustSetUpTwoFactor: User = { role: 'admin', twoFactorSetupRequired: true };

describe('the admin console guard', () => {
  it('shows the account page at once to an admin who must set up two-factor, without navigating', async () => {
    const log = open(adminRoutes.account, mustSetUpTwoFactor);
    expect(await screen.findByText('page account')).toBeTruthy();
    expect(log).toEqual([adminRoutes.account]);
  });

  it.each(['/dashboard', '/dashboard/kyc', '/dashboard/smes/mer_1', '/dashboard/users'])(
    'sends an admin who must set up two-factor from %s to the account page once',
    async (path) => {
      const log = open(path, mustSetUpTwoFactor);
      expect(await screen.findByText('page account')).toBeTruthy();
      expect(log).toEqual([path, adminRoutes.account]);
    },
  );

  it('lets an admin with two-factor on reach the page asked for', async () => {
    const log = open(adminRoutes.kyc, { role: 'admin', twoFactorSetupRequired: false });
    expect(await screen.findByText('page kyc')).toBeTruthy();
    expect(log).toEqual([adminRoutes.kyc]);
  });

  it('keeps the account page as it is when two-factor gets turned on (the backup codes stay on screen)', async () => {
    state.session = { isPending: false, data: { user: mustSetUpTwoFactor } };
    function Account() {
      const [codes, setCodes] = useState('');
      return codes ? (
        <p>{codes}</p>
      ) : (
        <button type="button" onClick={() => setCodes('backup codes')}>
          turn on
        </button>
      );
    }
    const tree = (
      <MemoryRouter initialEntries={[adminRoutes.account]}>
        <RequireAdmin>
          <Account />
        </RequireAdmin>
      </MemoryRouter>
    );
    const { rerender } = render(tree);
    screen.getByRole('button', { name: 'turn on' }).click();
    expect(await screen.findByText('backup codes')).toBeTruthy();
    state.session = { isPending: false, data: { user: { role: 'admin', twoFactorSetupRequired: false } } };
    rerender(tree);
    expect(screen.getByText('backup codes')).toBeTruthy();
  });

  it('sends a visitor without a session to the sign-in page once', async () => {
    const log = open(adminRoutes.payouts, null);
    expect(await screen.findByText('page login')).toBeTruthy();
    expect(log).toEqual([adminRoutes.payouts, adminRoutes.login]);
  });
});
