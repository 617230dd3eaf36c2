import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { Verified } from './kyc/kyc-status-views.tsx';
import { OverviewPage } from './overview-page.tsx';

await texts('all');

const state = vi.hoisted(() => ({ payoutsByAcquirer: false }));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({
    data: {
      memberRole: 'owner',
      merchant: { id: 'mer_1', companyName: 'Anadolu Halı', email: 'a@b.tr', verificationStatus: 'verified' },
    },
  }),
  usePublicConfig: () => ({ data: { payoutsByAcquirer: state.payoutsByAcquirer } }),
}));
vi.mock('./overview-figures.tsx', () => ({ OverviewFigures: () => null }));
vi.mock('./releases-card.tsx', () => ({ ReleasesCard: () => null }));

afterEach(() => cleanup());

async function renderOverview(language: 'en' | 'tr', payoutsByAcquirer: boolean) {
  state.payoutsByAcquirer = payoutsByAcquirer;
  await i18n.changeLanguage(language);
  render(
    <MemoryRouter>
      <OverviewPage />
    </MemoryRouter>,
  );
}

describe.each(['en', 'tr'] as const)('the overview quick links in %s', (language) => {
  it('offers a payout request when the platform pays out', async () => {
    await renderOverview(language, false);
    const link = screen.getByRole('link', { name: i18n.t('sme.overview.requestPayout') });
    expect(link.getAttribute('href')).toBe('/sme/dashboard/payouts');
    expect(screen.queryByRole('link', { name: i18n.t('sme.overview.iyzicoPayouts') })).toBeNull();
  });

  it('shows what iyzico will pay, and no request, in marketplace mode', async () => {
    await renderOverview(language, true);
    const link = screen.getByRole('link', { name: i18n.t('sme.overview.iyzicoPayouts') });
    expect(link.getAttribute('href')).toBe('/sme/dashboard/payouts');
    expect(screen.queryByRole('link', { name: i18n.t('sme.overview.requestPayout') })).toBeNull();
  });

  it('says on the verified KYC page who pays out', async () => {
    const overview = { verifiedAt: '2026-11-02T09:00:00.000Z' } as Parameters<typeof Verified>[0]['overview'];
    for (const payoutsByAcquirer of [false, true]) {
      state.payoutsByAcquirer = payoutsByAcquirer;
      await i18n.changeLanguage(language);
      render(
        <MemoryRouter>
          <Verified overview={overview} />
        </MemoryRouter>,
      );
      const shown = payoutsByAcquirer ? 'kyc.verified.textIyzico' : 'kyc.verified.text';
      const hidden = payoutsByAcquirer ? 'kyc.verified.text' : 'kyc.verified.textIyzico';
      expect(screen.getByText(i18n.t(shown))).toBeTruthy();
      expect(screen.queryByText(i18n.t(hidden))).toBeNull();
      cleanup();
    }
  });
});
