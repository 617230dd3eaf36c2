import type { IdentityChange } from '@kopru/domain/schemas/identity-changes';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n.ts';
import { IdentityComparison } from './identity-changes-section.tsx';

await texts('all');
afterEach(cleanup);

/** A person iyzico refused: the names on the bank account corrected, the identity kept. */
const identity = {
  companyName: 'Zeynep Arslan Tasarım',
  taxId: '12345678901',
  authPersonName: 'Zeynep Arslan',
};
const change: IdentityChange = {
  id: 'idc_1',
  merchantId: 'mer_1',
  status: 'pending',
  current: { ...identity, holderFirstName: 'Zeynep', holderLastName: 'Arslan Kaya' },
  requested: { ...identity, holderFirstName: 'Zeynep Nur', holderLastName: 'Arslan' },
  replaces: null,
  reason: null,
  createdAt: '2026-12-07T09:00:00.000Z',
  decidedAt: null,
};

const rowOf = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement);
};

describe.each(['en', 'tr'] as const)('an identity change under review (%s)', (language) => {
  it('shows the approved KYC’s names on the bank account beside the ones asked for', async () => {
    await i18n.changeLanguage(language);
    render(<IdentityComparison change={change} />);
    expect(screen.getByText(i18n.t('acquirerRegistration.admin.kindNote'))).toBeTruthy();
    const first = rowOf(i18n.t('kyc.form.holderFirstName'));
    expect(first.getByRole('cell', { name: 'Zeynep' })).toBeTruthy();
    expect(first.getByRole('cell', { name: 'Zeynep Nur' })).toBeTruthy();
    const last = rowOf(i18n.t('kyc.form.holderLastName'));
    expect(last.getByRole('cell', { name: 'Arslan Kaya' })).toBeTruthy();
    expect(last.getByRole('cell', { name: 'Arslan' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: i18n.t('kyc.admin.identity.verified') })).toHaveLength(
      2,
    );
  });

  it('says a value the approved KYC never had was not given', async () => {
    await i18n.changeLanguage(language);
    render(
      <IdentityComparison
        change={{ ...change, current: identity, requested: { ...identity, taxOffice: 'Kadıköy' } }}
      />,
    );
    const row = rowOf(i18n.t('kyc.form.taxOffice'));
    expect(row.getByRole('cell', { name: i18n.t('acquirerRegistration.admin.notGiven') })).toBeTruthy();
    expect(row.getByRole('cell', { name: 'Kadıköy' })).toBeTruthy();
  });
});
