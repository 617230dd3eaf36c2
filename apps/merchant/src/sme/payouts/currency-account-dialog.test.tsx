import { ApiError } from '@kopru/api-client/client';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { CurrencyAccountDialog } from './currency-account-dialog.tsx';

await texts('all');

const request = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('@kopru/api-client/currency-iban-changes', () => ({
  useRequestCurrencyIbanChange: () => request,
}));

const account = {
  bankName: 'Ziraat Bankası',
  ibanMasked: 'TR33 •••• •••• 1326',
  currencyIbans: [{ currency: 'EUR' as const, ibanMasked: 'TR76 •••• •••• 1328' }],
  accountHolder: 'Anadolu Halı A.Ş.',
};

afterEach(() => {
  cleanup();
  request.mutate.mockReset();
});

async function open(language: 'en' | 'tr' = 'en') {
  await i18n.changeLanguage(language);
  const onSent = vi.fn();
  render(<CurrencyAccountDialog account={account} onClose={() => {}} onSent={onSent} />);
  return { onSent, user: userEvent.setup({ delay: null }) };
}
const submit = () => screen.getByRole('button', { name: i18n.t('payouts.currencyAccount.submit') });
const ibanField = (currency: string) =>
  screen.getByLabelText(i18n.t('payouts.currencyAccount.iban', { currency }), { exact: false });

describe('asking to change a currency account', () => {
  it('sends the currency and the IBAN as typed, normalised, and says whose account it must be', async () => {
    const change = { id: 'cic_1', currency: 'USD', status: 'pending' };
    request.mutate.mockImplementation((_input, { onSuccess }) => onSuccess(change));
    const { onSent, user } = await open();
    expect(screen.getByText(i18n.t('payouts.currencyAccount.none', { currency: 'USD' }))).toBeTruthy();
    expect(
      screen.getByText(i18n.t('payouts.currencyAccount.holderHint', { company: 'Anadolu Halı A.Ş.' })),
    ).toBeTruthy();
    await user.type(ibanField('USD'), 'tr22 0006 1005 1978 6457 8413 30');
    await user.click(submit());
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(change));
    expect(request.mutate.mock.calls[0]?.[0]).toEqual({
      currency: 'USD',
      iban: 'TR220006100519786457841330',
    });
  });

  it('refuses an IBAN with a wrong checksum, or none, and sends nothing', async () => {
    const { user } = await open();
    await user.click(submit());
    expect(await screen.findByText(i18n.t('validation.required'))).toBeTruthy();
    await user.type(ibanField('USD'), 'TR00 0006 1005 1978 6457 8413 30');
    await user.click(submit());
    expect(await screen.findByText(i18n.t('validation.ibanInvalid'))).toBeTruthy();
    expect(request.mutate).not.toHaveBeenCalled();
  });

  it('offers removing an account the currency has, and then asks for no IBAN', async () => {
    const { user } = await open();
    expect(screen.queryByLabelText(i18n.t('payouts.currencyAccount.remove', { currency: 'USD' }))).toBeNull();
    await user.selectOptions(screen.getByLabelText(i18n.t('payouts.currencyAccount.currency')), 'EUR');
    expect(
      await screen.findByText(i18n.t('payouts.currencyAccount.inUse', { iban: 'TR76 •••• •••• 1328' })),
    ).toBeTruthy();
    await user.click(screen.getByLabelText(i18n.t('payouts.currencyAccount.remove', { currency: 'EUR' })));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    await user.click(submit());
    await waitFor(() => expect(request.mutate).toHaveBeenCalled());
    expect(request.mutate.mock.calls[0]?.[0]).toEqual({ currency: 'EUR', iban: '' });
  });

  it("shows the server's refusal in Turkish", async () => {
    request.mutate.mockImplementation((_input, { onError }) =>
      onError(new ApiError('currency_iban_unchanged', 409)),
    );
    const { user } = await open('tr');
    await user.selectOptions(screen.getByLabelText('Para birimi'), 'EUR');
    await user.type(ibanField('EUR'), 'TR76 0006 1005 1978 6457 8413 28');
    await user.click(screen.getByRole('button', { name: 'İncelemeye gönder' }));
    expect(await screen.findByText(i18n.t('errors.currency_iban_unchanged'))).toBeTruthy();
    expect(i18n.t('errors.currency_iban_unchanged')).toMatch(/zaten/);
  });
});
