import { ApiError } from '@kopru/api-client/client';
import type { MemberRole } from '@kopru/domain/team';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { TeamPage } from './team-page.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const state = vi.hoisted(() => ({
  role: 'owner' as MemberRole,
  invite: { mutate: vi.fn(), isPending: false },
  remove: { mutate: vi.fn(), isPending: false, error: null, reset: vi.fn() },
  change: { mutate: vi.fn(), isPending: false },
  revoke: { mutate: vi.fn(), isPending: false, error: null, reset: vi.fn() },
}));

vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({
    data: {
      user: { id: 'usr_owner', email: 'owner@example.com', role: 'sme', twoFactorEnabled: true },
      merchant: { id: 'mer_1', companyName: 'Anadolu Halı', requireTwoFactor: false },
      memberRole: state.role,
      memberships: [],
    },
  }),
}));

vi.mock('@kopru/api-client/team', () => ({
  useTeam: () => ({
    isPending: false,
    isError: false,
    isSuccess: true,
    data: {
      members: [
        member('mem_1', 'usr_owner', 'owner@example.com', 'owner'),
        member('mem_2', 'usr_dev', 'dev@example.com', 'developer'),
      ],
      invitations: [
        {
          id: 'inv_1',
          email: 'later@example.com',
          role: 'finance',
          expiresAt: '2026-12-03T10:00:00.000Z',
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
    },
  }),
  useInviteMember: () => state.invite,
  useRemoveMember: () => state.remove,
  useChangeMemberRole: () => state.change,
  useRevokeInvitation: () => state.revoke,
  useSetTeamTwoFactor: () => ({ mutate: vi.fn(), isPending: false, isError: false }),
}));

function member(id: string, userId: string, email: string, role: MemberRole) {
  return {
    id,
    userId,
    email,
    name: email.split('@')[0],
    role,
    twoFactorEnabled: role === 'owner',
    lastSignInAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

afterEach(() => {
  cleanup();
  state.role = 'owner';
  for (const hook of [state.invite, state.remove, state.change, state.revoke]) hook.mutate.mockReset();
});

async function open(role: MemberRole, language = 'en') {
  state.role = role;
  await i18n.changeLanguage(language);
  render(<TeamPage />);
  return userEvent.setup({ delay: null });
}

describe('the team page', () => {
  it('lets an owner invite with a role and sends the form as the API expects it', async () => {
    const user = await open('owner');
    await user.click(screen.getByRole('button', { name: i18n.t('team.invite') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: i18n.t('team.inviteDialog.submit') }));
    expect(await within(dialog).findByText(i18n.t('validation.email'))).toBeTruthy();
    expect(state.invite.mutate).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/E-mail address/));
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'Accountant@Example.com');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'finance');
    await user.click(within(dialog).getByRole('button', { name: i18n.t('team.inviteDialog.submit') }));
    await vi.waitFor(() => expect(state.invite.mutate).toHaveBeenCalled());
    expect(state.invite.mutate.mock.calls[0]?.[0]).toEqual({
      email: 'accountant@example.com',
      role: 'finance',
      locale: 'en',
    });
  });

  it('tells an admin, in Turkish, that an owner invitation to the address stands', async () => {
    state.invite.mutate.mockImplementation((_body, { onError }) =>
      onError(new ApiError('forbidden', 403, { reason: 'owner_invitation_pending' })),
    );
    const user = await open('admin', 'tr');
    await user.click(screen.getByRole('button', { name: i18n.t('team.invite') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/E-posta adresi/), 'future-owner@example.com');
    await user.click(within(dialog).getByRole('button', { name: i18n.t('team.inviteDialog.submit') }));
    expect(await within(dialog).findByText(i18n.t('team.inviteDialog.ownerInvitationPending'))).toBeTruthy();
  });

  it.each([
    ['en', /E-mail address/, 'several invitations in the last hour'],
    ['tr', /E-posta adresi/, 'son bir saatte birkaç davet'],
  ])(
    'says at the address (%s) that it had its share of invitations this hour',
    async (language, label, text) => {
      state.invite.mutate.mockImplementation((_body, { onError }) =>
        onError(new ApiError('recipient_rate_limited', 429, { retryAfterSeconds: 1200 })),
      );
      const user = await open('owner', language);
      await user.click(screen.getByRole('button', { name: i18n.t('team.invite') }));
      const dialog = await screen.findByRole('dialog');
      const email = within(dialog).getByLabelText(label);
      await user.type(email, 'popular@example.com');
      await user.click(within(dialog).getByRole('button', { name: i18n.t('team.inviteDialog.submit') }));
      const message = await within(dialog).findByText(new RegExp(text));
      expect(email.getAttribute('aria-describedby')).toContain(message.id);
    },
  );

  it('asks before removing a member', async () => {
    const user = await open('owner');
    const removeButtons = screen.getAllByRole('button', { name: i18n.t('team.remove') });
    await user.click(removeButtons[1] as HTMLElement);
    expect(await screen.findByText(i18n.t('team.removeTitle', { email: 'dev@example.com' }))).toBeTruthy();
    expect(state.remove.mutate).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: i18n.t('team.remove') }));
    expect(state.remove.mutate.mock.calls[0]?.[0]).toBe('mem_2');
  });

  it('offers an admin no owner role and no control over owners', async () => {
    await open('admin');
    expect(screen.queryByLabelText(i18n.t('team.roleOf', { email: 'owner@example.com' }))).toBeNull();
    const select = screen.getByLabelText(i18n.t('team.roleOf', { email: 'dev@example.com' }));
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).not.toContain('owner');
    expect(await screen.findByText('later@example.com')).toBeTruthy();
  });

  it('shows a view-only member the team in Turkish without invite, role or remove controls', async () => {
    await open('viewer', 'tr');
    expect(screen.getByRole('heading', { name: 'Ekip', level: 1 })).toBeTruthy();
    expect(screen.getByText('Geliştirici')).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('team.invite') })).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('team.remove') })).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('team.revoke') })).toBeNull();
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    // Pending invitations name people outside the team: only those who manage it see them.
    expect(screen.queryByText('later@example.com')).toBeNull();
    expect(screen.queryByText('Bekleyen davetler')).toBeNull();
  });
});
