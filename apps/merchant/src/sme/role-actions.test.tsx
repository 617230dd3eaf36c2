import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import type { Payout } from '@kopru/domain/schemas/payouts';
import type { MemberRole } from '@kopru/domain/team';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { KycBanner } from './kyc-banner.tsx';
import { LinkCard } from './links/link-card.tsx';
import { PayoutHistory } from './payouts/payout-history.tsx';

// The screens hide what a role cannot do (the API refuses it anyway, packages/domain/src/team.ts).
await texts('all');

const state = vi.hoisted(() => ({ role: 'owner' as MemberRole }));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({ data: { memberRole: state.role } }),
}));
vi.mock('@kopru/api-client/payments', () => ({
  useUpdatePaymentLink: () => ({ mutate: vi.fn(), isPending: false }),
}));

afterEach(() => cleanup());

const link: PaymentLink = {
  id: 'plink_1',
  code: 'K7M2QX',
  url: 'https://pay.example/K7M2QX',
  productName: 'Kilim',
  amount: 4999,
  currency: 'USD',
  description: null,
  customAmount: null,
  maxQuantity: 1,
  expiresAt: null,
  maxPayments: null,
  collect: [],
  successMessage: null,
  redirectUrl: null,
  gtipCode: null,
  originCountry: 'TR',
  physicalGoods: false,
  clientReference: null,
  metadata: {},
  status: 'active',
  active: true,
  clickCount: 0,
  successfulPayments: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const payout: Payout = {
  id: 'po_1',
  reference: 'PO-0001',
  amount: 10000,
  currency: 'USD',
  payoutCurrency: 'USD',
  payoutAmount: 10000,
  conversion: null,
  status: 'requested',
  source: 'manual',
  bankName: 'Ziraat',
  ibanMasked: 'TR** **** 1234',
  accountHolder: 'Anadolu Halı',
  bankReference: null,
  reason: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  decidedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

async function as(role: MemberRole, ui: React.ReactNode) {
  state.role = role;
  await i18n.changeLanguage('en');
  render(<MemoryRouter>{ui}</MemoryRouter>);
}

const noop = () => {};

describe('actions a role cannot use are not shown', () => {
  it('link cards offer edit, duplicate and deactivate to owners and admins, not to finance or viewers', async () => {
    await as('admin', <LinkCard link={link} onShowQr={noop} onEdit={noop} onDuplicate={noop} />);
    expect(
      await screen.findByRole('button', { name: i18n.t('links.editLabel', { name: 'Kilim' }) }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('links.deactivate') })).toBeTruthy();
    cleanup();
    await as('finance', <LinkCard link={link} onShowQr={noop} onEdit={noop} onDuplicate={noop} />);
    expect(await screen.findByRole('button', { name: i18n.t('links.qr') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('links.editLabel', { name: 'Kilim' }) })).toBeNull();
    expect(
      screen.queryByRole('button', { name: i18n.t('links.duplicateLabel', { name: 'Kilim' }) }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('links.deactivate') })).toBeNull();
  });

  it('payout history offers cancel to those who request payouts only', async () => {
    const history = (
      <PayoutHistory
        payouts={[payout]}
        hasMore={false}
        loadingMore={false}
        onLoadMore={noop}
        onCancel={noop}
      />
    );
    const cancel = { name: i18n.t('payouts.history.cancelLabel', { reference: 'PO-0001' }) };
    await as('finance', history);
    expect(await screen.findByRole('button', cancel)).toBeTruthy();
    cleanup();
    await as('viewer', history);
    expect(await screen.findByText('PO-0001')).toBeTruthy();
    expect(screen.queryByRole('button', cancel)).toBeNull();
  });

  it('the verification banner links to the KYC form only for those who may send it', async () => {
    const merchant = { verificationStatus: 'unverified', kycStatus: 'not_submitted' } as never;
    const action = { name: i18n.t('sme.overview.kycBannerAction') };
    await as('owner', <KycBanner merchant={merchant} />);
    expect(await screen.findByRole('link', action)).toBeTruthy();
    cleanup();
    await as('developer', <KycBanner merchant={merchant} />);
    expect(await screen.findByText(i18n.t('sme.overview.kycBannerTitle'))).toBeTruthy();
    expect(screen.queryByRole('link', action)).toBeNull();
  });
});
