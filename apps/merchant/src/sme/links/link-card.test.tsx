import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { LinkCard } from './link-card.tsx';

await texts('all');

vi.mock('@kopru/api-client/auth', () => ({ useSession: () => ({ data: { memberRole: 'owner' } }) }));
vi.mock('@kopru/api-client/payments', () => ({
  useUpdatePaymentLink: () => ({ mutate: vi.fn(), isPending: false }),
}));

afterEach(() => cleanup());

const link: PaymentLink = {
  id: 'plink_1',
  code: 'K7M2QX',
  url: 'https://pay.example.com/pay/K7M2QX',
  productName: 'Kilim',
  amount: 10_000,
  currency: 'USD',
  description: null,
  customAmount: null,
  maxQuantity: 1,
  expiresAt: null,
  maxPayments: null,
  collect: [],
  successMessage: null,
  redirectUrl: null,
  gtipCode: '570110900019',
  originCountry: 'TR',
  physicalGoods: false,
  clientReference: null,
  metadata: {},
  status: 'active',
  active: true,
  clickCount: 0,
  successfulPayments: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

describe('a link card', () => {
  it.each(['en', 'tr'] as const)('shows the GTİP code with its dots (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const noop = () => {};
    render(
      <MemoryRouter>
        <LinkCard link={link} onShowQr={noop} onEdit={noop} onDuplicate={noop} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('GTİP 5701.10.90.00.19')).toBeTruthy();
  });

  it.each([
    ['en', 'Not payable yet', 'Active'],
    ['tr', 'Henüz ödenemez', 'Etkin'],
  ] as const)(
    'marks an active link not payable while iyzico has not registered the merchant (%s)',
    async (language, mark, active) => {
      await i18n.changeLanguage(language);
      const noop = () => {};
      const { rerender } = render(
        <MemoryRouter>
          <LinkCard link={link} onShowQr={noop} onEdit={noop} onDuplicate={noop} notPayable />
        </MemoryRouter>,
      );
      expect(await screen.findByText(mark)).toBeTruthy();
      expect(screen.queryByText(active)).toBeNull();
      rerender(
        <MemoryRouter>
          <LinkCard link={link} onShowQr={noop} onEdit={noop} onDuplicate={noop} />
        </MemoryRouter>,
      );
      expect(screen.queryByText(mark)).toBeNull();
      expect(screen.getByText(active)).toBeTruthy();
    },
  );
});

describe('the proforma download (docs/invoices.md)', () => {
  it.each(['en', 'tr'] as const)('links to the link’s proforma PDF (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const noop = () => {};
    render(
      <MemoryRouter>
        <LinkCard link={link} onShowQr={noop} onEdit={noop} onDuplicate={noop} />
      </MemoryRouter>,
    );
    const text = catalogs[language].invoices;
    const download = screen.getByRole('link', {
      name: text.downloadProformaLabel.replace('{{name}}', 'Kilim'),
    });
    expect(download.textContent).toBe(text.downloadProforma);
    expect(download.getAttribute('href')).toBe(
      `/api/merchant/payment-links/plink_1/proforma.pdf?lang=${language}`,
    );
  });
});
