import type { MerchantReleases } from '@kopru/domain/schemas/release-terms';
import { texts } from '@kopru/i18n/all-texts';
import {
  formatDate,
  formatDay,
  formatExactMoney,
  formatMoney,
  formatPercent,
  formatRate,
} from '@kopru/i18n/format';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { Releases } from './releases-card.tsx';

await texts('all');
afterEach(cleanup);

const shareOn = '2026-12-14T10:00:00.000Z';
const reserveOn = '2027-04-06T10:00:00.000Z';

/** A 100.00 EUR payment: 86.22 released after 7 days, 9.58 held as a reserve for 120 days. */
const data = (marketplace: boolean, overrides: Partial<MerchantReleases> = {}): MerchantReleases => ({
  terms: { releaseDelayDays: 7, reserveBasisPoints: 1000, reserveDays: 120, source: 'platform' },
  held: [{ currency: 'EUR', share: 8_622, reserve: 958, total: 9_580, nextReserveReleaseOn: reserveOn }],
  payments: [
    {
      paymentId: 'pay_1',
      transactionId: 'TX-K7QMP3WZ9A',
      currency: 'EUR',
      share: 8_622,
      shareReleaseOn: shareOn,
      shareReleased: false,
      reserve: 958,
      reserveReleaseOn: reserveOn,
      reserveReleased: false,
      acquirer: marketplace
        ? {
            share: {
              paysFrom: '2026-12-16',
              converted: { currency: 'TRY', rate: '35.1234', amount: '302838.95' },
            },
            reserve: { paysFrom: null, converted: null },
          }
        : null,
    },
  ],
  ...overrides,
});

async function show(lang: 'en' | 'tr', releases: MerchantReleases, paidByAcquirer: boolean, limit?: number) {
  await i18n.changeLanguage(lang);
  render(
    <MemoryRouter>
      <Releases data={releases} paidByAcquirer={paidByAcquirer} limit={limit} />
    </MemoryRouter>,
  );
}

const text = (content: string) => screen.getByText((_, node) => node?.textContent === content);

describe.each(['en', 'tr'] as const)('when the merchant gets its money, in %s', (lang) => {
  const money = (amount: number) => formatMoney(amount, 'EUR', lang);

  it('states the terms, the total held and each part of a payment with its release date (platform mode)', async () => {
    await show(lang, data(false), false);
    const days = (count: number) => i18n.t('releases.days', { count });
    expect(
      text(
        `${i18n.t('releases.terms.platform', { delay: days(7) })} ${i18n.t('releases.terms.reserve', {
          percent: formatPercent(10, lang),
          days: days(120),
        })}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(money(9_580))).toBeTruthy();
    expect(screen.getByText(i18n.t('releases.held.share', { amount: money(8_622) }))).toBeTruthy();
    expect(
      screen.getByText(
        i18n.t('releases.held.nextReserve', { amount: money(958), date: formatDate(reserveOn, lang) }),
      ),
    ).toBeTruthy();
    const share = i18n.t('releases.share', {
      amount: money(8_622),
      when: i18n.t('releases.platform.on', { date: formatDate(shareOn, lang) }),
    });
    expect(screen.getByText(share)).toBeTruthy();
    const reserve = i18n.t('releases.reserve', {
      amount: money(958),
      when: i18n.t('releases.platform.on', { date: formatDate(reserveOn, lang) }),
    });
    expect(screen.getByText(reserve)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TX-K7QMP3WZ9A' }).getAttribute('href')).toBe(
      '/sme/dashboard/transactions/pay_1',
    );
    expect(screen.queryByText(/iyzico/)).toBeNull();
  });

  it('adds when iyzico pays and at its rate in marketplace mode', async () => {
    await show(lang, data(true), true);
    expect(
      screen.getByText(
        i18n.t('releases.share', {
          amount: money(8_622),
          when: i18n.t('releases.marketplace.on', { date: formatDate(shareOn, lang) }),
        }),
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(i18n.t('releases.paysFrom', { date: formatDay('2026-12-16', lang) })),
    ).toBeTruthy();
    expect(
      screen.getByText(
        i18n
          .t('releases.converted', {
            amount: formatExactMoney('302838.95', 'TRY', lang),
            from: 'EUR',
            rate: formatRate('35.1234', lang),
            currency: 'TRY',
          })
          .replace(/\s/g, ' '),
      ),
    ).toBeTruthy();
    // The reserve's item has no date from iyzico yet: nothing is promised for it.
    expect(
      screen.getAllByText(i18n.t('releases.paysFrom', { date: formatDay('2026-12-16', lang) })),
    ).toHaveLength(1);
  });

  it("gives our release date when we release a part after iyzico's own hold ends", async () => {
    const later = data(true);
    const [payment] = later.payments;
    if (payment) payment.acquirer = { share: null, reserve: { paysFrom: '2026-12-16', converted: null } };
    await show(lang, later, true);
    expect(screen.getByText(i18n.t('releases.paysFrom', { date: formatDate(reserveOn, lang) }))).toBeTruthy();
    expect(
      screen.queryByText(i18n.t('releases.paysFrom', { date: formatDay('2026-12-16', lang) })),
    ).toBeNull();
  });

  it('says a released share is released, and says when nothing is held', async () => {
    const released = data(true);
    const [payment] = released.payments;
    if (payment) payment.shareReleased = true;
    await show(lang, released, true);
    expect(
      screen.getByText(
        i18n.t('releases.share', { amount: money(8_622), when: i18n.t('releases.marketplace.done') }),
      ),
    ).toBeTruthy();
    cleanup();
    await show(lang, data(false, { held: [], payments: [] }), false);
    expect(screen.getByText(i18n.t('releases.none'))).toBeTruthy();
  });

  it('shows the first payments only when limited, with a link to all of them', async () => {
    const many = data(false);
    const [first] = many.payments;
    if (first)
      many.payments = [1, 2, 3, 4].map((n) => ({
        ...first,
        paymentId: `pay_${n}`,
        transactionId: `TX-${n}`,
      }));
    await show(lang, many, false, 3);
    expect(screen.getAllByRole('link', { name: /^TX-/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: i18n.t('releases.seeAll') }).getAttribute('href')).toBe(
      '/sme/dashboard/payouts',
    );
  });
});
