import { ApiError } from '@kopru/api-client/client';
import { UNCONFIRMED_ACCOUNT_DAYS } from '@kopru/domain/constants';
import type { AdminUser } from '@kopru/domain/schemas/admin-users';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { UsersPage } from './users-page.tsx';

await texts('all');

const at = '2026-11-20T10:00:00.000Z';
function account(
  id: string,
  email: string,
  status: AdminUser['status'],
  role: AdminUser['role'] = 'sme',
): AdminUser {
  return {
    id,
    email,
    name: 'Zeynep Kaya',
    role,
    status,
    locale: 'tr',
    lastSignInAt: null,
    createdAt: at,
    merchant: role === 'sme' ? { id: `mer_${id}`, companyName: 'Kapadokya Halı' } : null,
    signInPaused: false,
  };
}

const api = vi.hoisted(() => ({
  users: [] as unknown[],
  setActive: { mutate: vi.fn(), isPending: false },
  remove: { mutate: vi.fn(), isPending: false },
}));
vi.mock('@kopru/api-client/admin-users', () => ({
  useAdminUsers: () => ({
    isPending: false,
    isError: false,
    isFetching: false,
    isRefetching: false,
    data: { data: api.users, has_more: false },
    refetch: () => {},
  }),
  useInviteAdmin: () => ({ mutate: vi.fn(), isPending: false }),
  useSetAdminActive: () => api.setActive,
  useClearSignInBackoff: () => ({ mutate: vi.fn(), isPending: false }),
  useDeleteSmeAccount: () => api.remove,
}));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({ data: { user: { id: 'usr_admin' } } }),
}));

afterEach(() => {
  cleanup();
  api.setActive.mutate.mockReset();
  api.remove.mutate.mockReset();
});

async function open(language: 'en' | 'tr') {
  api.users = [
    account('usr_held', 'held@example.com', 'deactivated'),
    account('usr_live', 'live@example.com', 'active'),
  ];
  await i18n.changeLanguage(language);
  render(
    <MemoryRouter>
      <UsersPage />
    </MemoryRouter>,
  );
  return { user: userEvent.setup({ delay: null }), t: catalogs[language].adminUsers };
}

const label = (text: string, email: string) => text.replace('{{email}}', email);

describe.each(['en', 'tr'] as const)('deactivated SME accounts on the Users screen (%s)', (language) => {
  it('offers reactivating and deleting a deactivated SME account only', async () => {
    const { t } = await open(language);
    expect(
      screen.getByRole('button', { name: label(t.deleteAccount.actionLabel, 'held@example.com') }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: label(t.reactivateAccount.actionLabel, 'held@example.com') }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: label(t.deleteAccount.actionLabel, 'live@example.com') }),
    ).toBeNull();
    expect(
      screen.queryByRole('button', { name: label(t.reactivateAccount.actionLabel, 'live@example.com') }),
    ).toBeNull();
  });

  it('deletes only once confirmed, and says so', async () => {
    api.remove.mutate.mockImplementation((_id, callbacks: { onSuccess(): void }) => callbacks.onSuccess());
    const { user, t } = await open(language);
    await user.click(
      screen.getByRole('button', { name: label(t.deleteAccount.actionLabel, 'held@example.com') }),
    );
    let dialog = await screen.findByRole('dialog', {
      name: label(t.deleteAccount.title, 'held@example.com'),
    });
    expect(within(dialog).getByText(t.deleteAccount.description)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: catalogs[language].common.cancel }));
    expect(api.remove.mutate).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('button', { name: label(t.deleteAccount.actionLabel, 'held@example.com') }),
    );
    dialog = await screen.findByRole('dialog', { name: label(t.deleteAccount.title, 'held@example.com') });
    await user.click(within(dialog).getByRole('button', { name: t.deleteAccount.confirm }));
    expect(api.remove.mutate).toHaveBeenCalledWith('usr_held', expect.anything());
    expect(await screen.findByText(label(t.deleteAccount.done, 'held@example.com'))).toBeTruthy();
  });

  it('says why an account holding records that must be kept is not deleted', async () => {
    api.remove.mutate.mockImplementation((_id, callbacks: { onError(error: unknown): void }) =>
      callbacks.onError(new ApiError('account_holds_records', 409)),
    );
    const { user, t } = await open(language);
    await user.click(
      screen.getByRole('button', { name: label(t.deleteAccount.actionLabel, 'held@example.com') }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.deleteAccount.confirm }));
    expect(await within(dialog).findByText(catalogs[language].errors.account_holds_records)).toBeTruthy();
  });

  it('reactivates once confirmed, naming the days an unconfirmed address gets', async () => {
    api.setActive.mutate.mockImplementation((_input, callbacks: { onSuccess(): void }) =>
      callbacks.onSuccess(),
    );
    const { user, t } = await open(language);
    await user.click(
      screen.getByRole('button', { name: label(t.reactivateAccount.actionLabel, 'held@example.com') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: label(t.reactivateAccount.title, 'held@example.com'),
    });
    const days = t.reactivateAccount.description.replace('{{days}}', String(UNCONFIRMED_ACCOUNT_DAYS));
    expect(within(dialog).getByText(days)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.reactivateAccount.confirm }));
    expect(api.setActive.mutate).toHaveBeenCalledWith({ id: 'usr_held', active: true }, expect.anything());
    expect(await screen.findByText(label(t.reactivateAccount.done, 'held@example.com'))).toBeTruthy();
  });
});
