import type { MemberRole } from '@kopru/domain/team';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { SmeLayout } from './sme-layout.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const state = vi.hoisted(() => ({
  role: 'finance' as MemberRole,
  memberships: [] as unknown[],
  setupRequired: false,
  paidByAcquirer: false,
}));

vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({
    data: {
      user: {
        id: 'usr_1',
        email: 'finance@example.com',
        role: 'sme',
        twoFactorSetupRequired: state.setupRequired,
        emailConfirmed: true,
      },
      merchant: { id: 'mer_1', companyName: 'Anadolu Halı', verificationStatus: 'verified' },
      memberRole: state.role,
      memberships: state.memberships,
    },
  }),
  useSignOut: () => ({ mutate: vi.fn() }),
  useResendEmailConfirmation: () => ({ mutate: vi.fn() }),
  usePublicConfig: () => ({ data: { payoutsByAcquirer: state.paidByAcquirer } }),
}));
vi.mock('@kopru/api-client/session-watch', () => ({ useSessionWatch: () => {} }));
vi.mock('@kopru/api-client/acquirer-registration', () => ({
  useAcquirerRegistration: () => ({ data: undefined }),
}));
vi.mock('@kopru/api-client/team', () => ({
  useSwitchMerchant: () => ({ mutate: vi.fn(), isPending: false }),
}));

afterEach(() => {
  cleanup();
  state.memberships = [];
  state.setupRequired = false;
  state.paidByAcquirer = false;
});

async function renderAt(path: string, role: MemberRole) {
  state.role = role;
  await i18n.changeLanguage('en');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/sme/dashboard" element={<SmeLayout />}>
          <Route path="*" element={<p>the page itself</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const navLinks = () => screen.getAllByRole('link').map((link) => link.textContent?.trim() ?? '');

describe('the console follows the member role', () => {
  it('shows a finance member no Developers entry and says "no access" on the API keys address', async () => {
    await renderAt('/sme/dashboard/developers/api-keys', 'finance');
    expect(await screen.findByText(i18n.t('team.noAccess.title'))).toBeTruthy();
    expect(screen.queryByText('the page itself')).toBeNull();
    expect(navLinks()).not.toContain(i18n.t('developers.nav'));
    expect(navLinks()).toContain(i18n.t('sme.nav.transactions'));
  });

  it('opens the page to a role that has it', async () => {
    await renderAt('/sme/dashboard/developers/api-keys', 'developer');
    expect(await screen.findByText('the page itself')).toBeTruthy();
    expect(navLinks()).toContain(i18n.t('developers.nav'));
    // Developers read payments (without the customer's details) but not payouts.
    expect(navLinks()).toContain(i18n.t('sme.nav.transactions'));
    expect(navLinks()).not.toContain(i18n.t('sme.nav.payouts'));
  });

  it('offers the merchant switch only to someone in several merchants', async () => {
    await renderAt('/sme/dashboard', 'owner');
    expect(screen.queryByLabelText(i18n.t('team.switcher.label'))).toBeNull();
    cleanup();
    state.memberships = [
      { merchantId: 'mer_1', companyName: 'Anadolu Halı', role: 'owner' },
      { merchantId: 'mer_2', companyName: 'Ege Zeytin', role: 'finance' },
    ];
    await renderAt('/sme/dashboard', 'owner');
    expect((await screen.findAllByLabelText(i18n.t('team.switcher.label'))).length).toBeGreaterThan(0);
  });
});

describe('the payouts entry', () => {
  it.each(['en', 'tr'] as const)(
    'reads as a withdrawal only when the platform pays out (%s)',
    async (language) => {
      await renderAt('/sme/dashboard', 'owner');
      await i18n.changeLanguage(language);
      const platform = i18n.t('sme.nav.payouts');
      expect(await screen.findByRole('link', { name: platform })).toBeTruthy();
      cleanup();
      state.paidByAcquirer = true;
      await renderAt('/sme/dashboard', 'owner');
      await i18n.changeLanguage(language);
      const iyzico = await screen.findByRole('link', { name: i18n.t('sme.nav.payoutsIyzico') });
      expect(iyzico.getAttribute('href')).toBe('/sme/dashboard/payouts');
      // In marketplace mode iyzico pays the merchant; nothing is withdrawn.
      if (language === 'tr') expect(navLinks()).not.toContain('Para çekme');
    },
  );
});

describe('a team that requires two-factor sign-in', () => {
  it('shows a member without it the setup screen instead of a page, in English and Turkish', async () => {
    state.setupRequired = true;
    await renderAt('/sme/dashboard/transactions', 'finance');
    expect(await screen.findByText(i18n.t('team.twoFactorRequired.title'))).toBeTruthy();
    expect(screen.queryByText('the page itself')).toBeNull();
    const setUp = screen.getByRole('link', { name: i18n.t('team.twoFactorRequired.action') });
    expect(setUp.getAttribute('href')).toBe('/sme/dashboard/profile');
    cleanup();
    await i18n.changeLanguage('tr');
    render(
      <MemoryRouter initialEntries={['/sme/dashboard']}>
        <Routes>
          <Route path="/sme/dashboard" element={<SmeLayout />}>
            <Route index element={<p>the page itself</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Ekibiniz iki adımlı giriş istiyor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'İki adımlı girişi kur' })).toBeTruthy();
  });

  it('still opens the profile (where the setup is) and the team page (which says why)', async () => {
    state.setupRequired = true;
    await renderAt('/sme/dashboard/profile', 'finance');
    expect(await screen.findByText('the page itself')).toBeTruthy();
    cleanup();
    await renderAt('/sme/dashboard/team', 'finance');
    expect(await screen.findByText('the page itself')).toBeTruthy();
  });
});
