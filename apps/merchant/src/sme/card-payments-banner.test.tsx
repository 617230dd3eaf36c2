import type { AcquirerRegistration } from '@kopru/domain/schemas/acquirer-registration';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { CardPaymentsNotice } from './card-payments-banner.tsx';

await texts('all');

vi.mock('@kopru/api-client/auth', () => ({ useSession: () => ({ data: { memberRole: 'owner' } }) }));

afterEach(() => cleanup());

const refused = (refusal: Partial<NonNullable<AcquirerRegistration['refusal']>>): AcquirerRegistration => ({
  state: 'refused',
  payable: false,
  refusal: {
    reason: 'acquirer_refused',
    acquirerCode: null,
    acquirerMessage: null,
    at: '2026-12-07T09:00:00.000Z',
    fields: ['taxOffice'],
    ...refusal,
  },
});

const show = (registration: AcquirerRegistration) =>
  render(
    <MemoryRouter>
      <CardPaymentsNotice registration={registration} />
    </MemoryRouter>,
  );

describe('the card payments banner', () => {
  it.each([
    [
      'en',
      'Your customers cannot pay you yet',
      'Your business details have no tax office',
      'Correct your details',
    ],
    [
      'tr',
      'Müşterileriniz size henüz ödeme yapamıyor',
      'İşletme bilgilerinizde vergi dairesi yok',
      'Bilgilerinizi düzeltin',
    ],
  ] as const)('says payers cannot pay, why and what to do (%s)', async (language, title, why, action) => {
    await i18n.changeLanguage(language);
    show(refused({ reason: 'missing_tax_office' }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(new RegExp(why))).toBeTruthy();
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(
      '/sme/dashboard/profile#company',
    );
  });

  it.each(['en', 'tr'] as const)(
    'shows an answer it cannot translate as iyzico gave it (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      show(refused({ acquirerCode: '2005', acquirerMessage: 'IBAN hesap sahibi ile uyuşmuyor' }));
      expect(await screen.findByText(/2005 IBAN hesap sahibi ile uyuşmuyor/)).toBeTruthy();
    },
  );

  it('says a refused update leaves payments running', async () => {
    await i18n.changeLanguage('en');
    show({ ...refused({}), payable: true });
    expect(await screen.findByText('iyzico did not accept your latest change')).toBeTruthy();
    expect(screen.getByText('Your customers can still pay under the details iyzico has.')).toBeTruthy();
  });

  it.each([
    ['registered', true],
    ['not_applicable', true],
  ] as const)('says nothing once %s', async (state, payable) => {
    await i18n.changeLanguage('en');
    const { container } = show({ state, payable, refusal: null });
    expect(container.textContent).toBe('');
  });
});
