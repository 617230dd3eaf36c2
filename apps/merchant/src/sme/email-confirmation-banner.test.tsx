import { ApiError } from '@kopru/api-client/client';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { EmailConfirmationBanner } from './email-confirmation-banner.tsx';

await texts('all');

const state = vi.hoisted(() => ({
  confirmed: false,
  paidByAcquirer: false,
  resend: { mutate: vi.fn(), isPending: false, isSuccess: false, isError: false, error: null as unknown },
}));

vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({
    data: {
      user: { id: 'usr_1', email: 'elif@bursaipek.com.tr', role: 'sme', emailConfirmed: state.confirmed },
    },
  }),
  useResendEmailConfirmation: () => state.resend,
  usePublicConfig: () => ({ data: { payoutsByAcquirer: state.paidByAcquirer } }),
}));

afterEach(() => {
  cleanup();
  state.confirmed = false;
  state.paidByAcquirer = false;
  state.resend = { mutate: vi.fn(), isPending: false, isSuccess: false, isError: false, error: null };
});

describe('the confirm-your-e-mail banner', () => {
  it.each(['en', 'tr'] as const)(
    'says in %s that payouts wait when the platform pays out, and the account iyzico pays to when iyzico does',
    async (language) => {
      await i18n.changeLanguage(language);
      const words = catalogs[language].sme.overview;
      const platform = words.emailBannerText.replace('{{email}}', 'elif@bursaipek.com.tr');
      const iyzico = words.emailBannerTextIyzico.replace('{{email}}', 'elif@bursaipek.com.tr');
      render(<EmailConfirmationBanner />);
      expect(screen.getByText(platform)).toBeTruthy();
      expect(screen.queryByText(iyzico)).toBeNull();
      cleanup();
      state.paidByAcquirer = true;
      render(<EmailConfirmationBanner />);
      expect(screen.getByText(iyzico)).toBeTruthy();
      expect(screen.queryByText(platform)).toBeNull();
      // Nothing is withdrawn in marketplace mode: iyzico pays the merchant.
      expect(screen.queryByText(/receive payouts|para çekemezsiniz/)).toBeNull();
    },
  );

  it.each(['en', 'tr'] as const)(
    'asks in %s to confirm, says what waits and sends the link again',
    async (language) => {
      await i18n.changeLanguage(language);
      render(<EmailConfirmationBanner />);
      const words = catalogs[language].sme.overview;
      expect(screen.getByText(words.emailBannerTitle)).toBeTruthy();
      expect(
        screen.getByText(words.emailBannerText.replace('{{email}}', 'elif@bursaipek.com.tr')),
      ).toBeTruthy();
      await userEvent
        .setup({ delay: null })
        .click(screen.getByRole('button', { name: words.emailBannerResend }));
      expect(state.resend.mutate).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['en', 'tr'] as const)('says in %s that a new link went, or why not', async (language) => {
    await i18n.changeLanguage(language);
    state.resend = { ...state.resend, isSuccess: true };
    render(<EmailConfirmationBanner />);
    const words = catalogs[language].sme.overview;
    expect(
      screen.getByText(words.emailBannerResent.replace('{{email}}', 'elif@bursaipek.com.tr')),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.emailBannerResend })).toBeNull();
    cleanup();
    state.resend = {
      ...state.resend,
      isSuccess: false,
      isError: true,
      error: new ApiError('rate_limited', 429),
    };
    render(<EmailConfirmationBanner />);
    expect(screen.getByText(catalogs[language].errors.rate_limited)).toBeTruthy();
  });

  it('is not shown once the address is confirmed', async () => {
    state.confirmed = true;
    const { container } = render(<EmailConfirmationBanner />);
    expect(container.textContent).toBe('');
  });
});
