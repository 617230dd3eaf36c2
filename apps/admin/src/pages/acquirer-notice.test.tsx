import type { AdminOverview } from '@kopru/domain/schemas/admin';
import { texts } from '@kopru/i18n/all-texts';
import { formatDateTime } from '@kopru/i18n/format';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { AcquirerNotice } from './acquirer-notice.tsx';

await texts('all');
afterEach(cleanup);

const checkedAt = '2026-11-26T08:30:00.000Z';
const show = (data: Pick<AdminOverview, 'acquirer' | 'reconciliationWaiting'>) =>
  render(
    <MemoryRouter>
      <AcquirerNotice data={data} />
    </MemoryRouter>,
  );

describe.each(['en', 'tr'])('the acquirer check on the admin overview (%s)', (locale) => {
  it('says iyzico answers, which currencies must be enabled, and what waits in Reconciliation', async () => {
    await i18n.changeLanguage(locale);
    show({
      acquirer: { provider: 'iyzico', status: 'ok', answer: 'BIN 554960: Garanti Bankası', checkedAt },
      reconciliationWaiting: 2,
    });
    const time = formatDateTime(checkedAt, locale);
    expect(screen.getByText(i18n.t('admin.overview.acquirer.ok', { provider: 'iyzico', time }))).toBeTruthy();
    expect(screen.getByText(i18n.t('admin.overview.acquirer.currencies'))).toBeTruthy();
    expect(
      screen.getByText(new RegExp(i18n.t('admin.overview.acquirer.waiting', { count: 2 }))),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: i18n.t('admin.overview.acquirer.openReconciliation') })
        .getAttribute('href'),
    ).toBe('/dashboard/reconciliation');
  });

  it('tells the operator when iyzico refuses the keys, with its answer', async () => {
    await i18n.changeLanguage(locale);
    show({
      acquirer: { provider: 'iyzico', status: 'refused', answer: '1001 api bilgileri bulunamadı', checkedAt },
      reconciliationWaiting: 0,
    });
    expect(screen.getByText(/1001 api bilgileri bulunamadı/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with the sandbox says no money moves, and nothing about currencies', async () => {
    await i18n.changeLanguage(locale);
    show({
      acquirer: { provider: 'sandbox', status: 'sandbox', answer: null, checkedAt },
      reconciliationWaiting: 0,
    });
    expect(screen.getByText(i18n.t('admin.overview.acquirer.sandbox'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('admin.overview.acquirer.currencies'))).toBeNull();
  });
});
