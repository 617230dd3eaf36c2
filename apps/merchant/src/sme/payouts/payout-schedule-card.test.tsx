import { ApiError } from '@kopru/api-client/client';
import type { PayoutScheduleView } from '@kopru/domain/schemas/payout-schedules';
import { texts } from '@kopru/i18n/all-texts';
import { formatDay, formatMoney } from '@kopru/i18n/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { PayoutScheduleCard } from './payout-schedule-card.tsx';

await texts('all');

const state = vi.hoisted(() => ({ role: 'owner' as string, schedules: [] as unknown[] }));
const update = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({ data: { memberRole: state.role } }),
}));
vi.mock('@kopru/api-client/payout-schedules', () => ({
  usePayoutSchedules: () => ({
    isPending: false,
    isError: false,
    data: { schedules: state.schedules },
    refetch: () => {},
  }),
  useUpdatePayoutSchedule: () => update,
}));

const off = (currency: 'USD' | 'EUR' | 'GBP'): PayoutScheduleView => ({
  currency,
  frequency: 'off',
  weekday: null,
  dayOfMonth: null,
  minimumAmount: 1_000,
  target: 'TRY',
  nextRunDay: null,
  lastRun: null,
  updatedAt: null,
});

// Only a USD account besides the lira one.
const account = {
  bankName: 'Ziraat Bankası',
  ibanMasked: 'TR** **** 1234',
  currencyIbans: [{ currency: 'USD' as const, ibanMasked: 'TR06 •••• •••• 1327' }],
  accountHolder: 'Anadolu Halı',
};

afterEach(() => {
  cleanup();
  update.mutate.mockReset();
  state.role = 'owner';
});

async function renderCard(language: 'en' | 'tr') {
  await i18n.changeLanguage(language);
  render(<PayoutScheduleCard account={account} />);
  return userEvent.setup({ delay: null });
}

function usdForm() {
  const legend = screen.getByText(i18n.t('payoutSchedule.currencyLegend', { currency: 'USD' }));
  const form = legend.closest('form');
  if (!form) throw new Error('no USD form');
  return within(form);
}

describe('the automatic payouts card', () => {
  it('saves a weekly schedule in the currency itself, with the minimum typed in Turkish', async () => {
    state.schedules = [off('USD'), off('EUR'), off('GBP')];
    update.mutate.mockImplementation((_input, { onSuccess }) => onSuccess());
    const user = await renderCard('tr');
    const usd = usdForm();
    await user.selectOptions(usd.getByLabelText(i18n.t('payoutSchedule.frequency')), 'weekly');
    await user.selectOptions(await usd.findByLabelText(i18n.t('payoutSchedule.weekday')), '5');
    const minimum = usd.getByLabelText(i18n.t('payoutSchedule.minimumAmount', { currency: 'USD' }));
    await user.clear(minimum);
    await user.type(minimum, '1.250,50');
    await user.click(usd.getByLabelText(i18n.t('payoutSchedule.targets.same', { currency: 'USD' })));
    await user.click(usd.getByRole('button', { name: i18n.t('payoutSchedule.save', { currency: 'USD' }) }));
    expect(await usd.findByText(i18n.t('payoutSchedule.saved', { currency: 'USD' }))).toBeTruthy();
    expect(update.mutate.mock.calls[0]?.[0]).toEqual({
      currency: 'USD',
      settings: { frequency: 'weekly', weekday: 5, dayOfMonth: null, minimumAmount: 125_050, target: 'same' },
    });
  });

  it('refuses a minimum below the minimum payout and sends nothing', async () => {
    state.schedules = [off('USD'), off('EUR'), off('GBP')];
    const user = await renderCard('en');
    const usd = usdForm();
    await user.selectOptions(usd.getByLabelText(i18n.t('payoutSchedule.frequency')), 'daily');
    const minimum = usd.getByLabelText(i18n.t('payoutSchedule.minimumAmount', { currency: 'USD' }));
    await user.clear(minimum);
    await user.type(minimum, '5');
    await user.click(usd.getByRole('button', { name: i18n.t('payoutSchedule.save', { currency: 'USD' }) }));
    const text = i18n.t('payouts.errors.minimum', { minimum: formatMoney(1_000, 'USD', 'en') });
    expect(await usd.findByText(text)).toBeTruthy();
    expect(update.mutate).not.toHaveBeenCalled();
  });

  it('shows a refusal from the server in words', async () => {
    state.schedules = [{ ...off('USD'), frequency: 'daily' }, off('EUR'), off('GBP')];
    update.mutate.mockImplementation((_input, { onError }) =>
      onError(new ApiError('payout_account_missing_currency', 409, { currency: 'USD' })),
    );
    const user = await renderCard('en');
    const usd = usdForm();
    await user.click(usd.getByRole('button', { name: i18n.t('payoutSchedule.save', { currency: 'USD' }) }));
    expect(await usd.findByText(i18n.t('errors.payout_account_missing_currency'))).toBeTruthy();
    expect(update.mutate.mock.calls[0]?.[0]).toMatchObject({
      currency: 'USD',
      settings: { frequency: 'daily' },
    });
  });

  it('offers only lira for a currency without its own account, and shows the next and last run', async () => {
    state.schedules = [
      off('USD'),
      {
        ...off('EUR'),
        frequency: 'monthly',
        dayOfMonth: 5,
        minimumAmount: 50_000,
        nextRunDay: '2026-12-05',
        lastRun: {
          period: '2026-11-05',
          status: 'skipped',
          reason: 'below_minimum',
          payoutId: null,
          amount: 12_000,
          createdAt: '2026-11-05T06:00:00.000Z',
        },
      },
      off('GBP'),
    ];
    await renderCard('en');
    const legend = screen.getByText(i18n.t('payoutSchedule.currencyLegend', { currency: 'EUR' }));
    const eur = within(legend.closest('form') as HTMLElement);
    const same = eur.getByLabelText(
      i18n.t('payoutSchedule.targets.same', { currency: 'EUR' }),
    ) as HTMLInputElement;
    expect(same.disabled).toBe(true);
    expect((eur.getByLabelText(i18n.t('payoutSchedule.targets.TRY')) as HTMLInputElement).checked).toBe(true);
    expect(
      eur.getByText(i18n.t('payoutSchedule.nextRun', { date: formatDay('2026-12-05', 'en') })),
    ).toBeTruthy();
    const reason = i18n.t('payoutSchedule.reasons.below_minimum', {
      amount: formatMoney(12_000, 'EUR', 'en'),
    });
    expect(
      eur.getByText(i18n.t('payoutSchedule.skipped', { date: formatDay('2026-11-05', 'en'), reason })),
    ).toBeTruthy();
  });

  it('is read-only for a role that may not request payouts', async () => {
    state.role = 'viewer';
    state.schedules = [{ ...off('USD'), frequency: 'daily' }, off('EUR'), off('GBP')];
    await renderCard('en');
    expect(screen.getByText(i18n.t('payoutSchedule.readOnly'))).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: i18n.t('payoutSchedule.save', { currency: 'USD' }) }),
    ).toBeNull();
    const frequency = usdForm().getByLabelText(i18n.t('payoutSchedule.frequency'));
    expect(frequency.closest('fieldset')?.disabled).toBe(true);
  });
});
