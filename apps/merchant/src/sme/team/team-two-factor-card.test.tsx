import type { MemberRole } from '@kopru/domain/team';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { TeamTwoFactorCard } from './team-two-factor-card.tsx';

await texts('all');

const state = vi.hoisted(() => ({
  role: 'owner' as MemberRole,
  ownTwoFactor: true,
  required: false,
  change: { mutate: vi.fn(), isPending: false, isError: false, error: null },
}));

vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({
    data: {
      user: { id: 'usr_1', email: 'owner@example.com', role: 'sme', twoFactorEnabled: state.ownTwoFactor },
      merchant: { id: 'mer_1', companyName: 'Anadolu Halı', requireTwoFactor: state.required },
      memberRole: state.role,
      memberships: [],
    },
  }),
}));
vi.mock('@kopru/api-client/team', () => ({ useSetTeamTwoFactor: () => state.change }));

const members = [{ twoFactorEnabled: true }, { twoFactorEnabled: false }, { twoFactorEnabled: false }].map(
  (m, i) => ({
    id: `mem_${i}`,
    userId: `usr_${i}`,
    email: `m${i}@example.com`,
    name: `M${i}`,
    role: 'finance' as const,
    lastSignInAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...m,
  }),
);

afterEach(() => {
  cleanup();
  Object.assign(state, { role: 'owner', ownTwoFactor: true, required: false });
  state.change.mutate.mockReset();
});

async function show(language = 'en') {
  await i18n.changeLanguage(language);
  const onChanged = vi.fn();
  render(
    <MemoryRouter>
      <TeamTwoFactorCard members={members} onChanged={onChanged} />
    </MemoryRouter>,
  );
  return { onChanged, toggle: await screen.findByRole('switch', { name: i18n.t('team.twoFactor.label') }) };
}

describe('the team two-factor switch', () => {
  it('lets an owner who uses two-factor require it, and says so when the server agrees', async () => {
    state.change.mutate.mockImplementation((_next: boolean, options: { onSuccess(): void }) =>
      options.onSuccess(),
    );
    const { toggle, onChanged } = await show();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Members without two-factor sign-in: 2')).toBeTruthy();
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(state.change.mutate).toHaveBeenCalledWith(true, expect.anything()));
    expect(onChanged).toHaveBeenCalledWith(i18n.t('team.twoFactor.turnedOn'));
  });

  it('sends an owner without two-factor to its profile first, in Turkish too', async () => {
    state.ownTwoFactor = false;
    const { toggle } = await show('tr');
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText(/Önce kendi hesabınızda iki adımlı girişi etkinleştirin/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profilinizi açın' }).getAttribute('href')).toBe(
      '/sme/dashboard/profile',
    );
  });

  it('shows other roles the rule without letting them change it', async () => {
    state.role = 'admin';
    state.required = true;
    const { toggle } = await show();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText(i18n.t('team.twoFactor.onlyOwners'))).toBeTruthy();
    expect(screen.getByText(i18n.t('team.twoFactor.on'))).toBeTruthy();
  });
});
