import type { AdminKycSubmission } from '@kopru/domain/schemas/kyc';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { KycSubmissionCard } from './kyc-submission-card.tsx';

await texts('all');

const config = vi.hoisted(() => ({ payoutsByAcquirer: true }));
vi.mock('@kopru/api-client/auth', () => ({ usePublicConfig: () => ({ data: config }) }));

afterEach(() => {
  cleanup();
  config.payoutsByAcquirer = true;
});

const company: AdminKycSubmission = {
  id: 'kyc_1',
  status: 'pending',
  merchant: {
    id: 'mer_1',
    companyName: 'Kapadokya Halı A.Ş.',
    email: 'owner@example.com',
    taxId: '1234567890',
  },
  businessAddress: 'Atatürk Cad. No: 12, Ürgüp',
  legalForm: null,
  taxOffice: null,
  holderFirstName: null,
  holderLastName: null,
  bankName: 'Ziraat Bankası',
  accountNumber: '12345678',
  iban: 'TR330006100519786457841326',
  currencyIbans: [],
  documents: [],
  submittedAt: '2026-12-01T09:00:00.000Z',
  reviewedAt: null,
  reviewer: null,
  rejectionReason: null,
};

async function renderCard(submission: AdminKycSubmission, language: 'en' | 'tr') {
  await act(() => i18n.changeLanguage(language));
  const onApprove = vi.fn();
  render(
    <KycSubmissionCard
      submission={submission}
      approving={false}
      busy={false}
      onApprove={onApprove}
      onReject={() => {}}
      onHistory={() => {}}
    />,
  );
  return { onApprove, user: userEvent.setup({ delay: null }), c: catalogs[language].kyc.admin };
}

describe.each(['en', 'tr'] as const)('the KYC review in marketplace mode (%s)', (language) => {
  it('shows what iyzico will be sent and warns that a company lacks its tax office; approving asks first', async () => {
    const { onApprove, user, c } = await renderCard(company, language);
    const preview = screen.getByRole('region', { name: c.iyzico.title });
    expect(within(preview).getByText('(LIMITED_OR_JOINT_STOCK_COMPANY)')).toBeTruthy();
    expect(within(preview).getByText('Kapadokya Halı A.Ş.')).toBeTruthy();
    expect(within(preview).getByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
    expect(within(preview).getByText(c.iyzico.notGiven)).toBeTruthy();
    const warning = c.iyzico.missing.replace('{{fields}}', c.iyzico.fields.taxOffice);
    expect(within(preview).getByText(warning)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: c.approve }));
    expect(onApprove).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: c.iyzico.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: c.iyzico.cancel }));
    expect(onApprove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: c.approve }));
    await user.click(await screen.findByRole('button', { name: c.iyzico.confirmApprove }));
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('a person with both names: their names are shown, no warning, approved at once', async () => {
    const person = {
      ...company,
      merchant: { ...company.merchant, taxId: '12345678901' },
      legalForm: 'person' as const,
      holderFirstName: 'Zeynep Nur',
      holderLastName: 'Kaya Demir',
    };
    const { onApprove, user, c } = await renderCard(person, language);
    const preview = screen.getByRole('region', { name: c.iyzico.title });
    expect(within(preview).getByText('(PERSONAL)')).toBeTruthy();
    expect(within(preview).getByText('Zeynep Nur')).toBeTruthy();
    expect(within(preview).getByText('Kaya Demir')).toBeTruthy();
    expect(within(preview).queryByText(c.iyzico.notGiven)).toBeNull();
    await user.click(screen.getByRole('button', { name: c.approve }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

it('outside marketplace mode shows no iyzico details and approves at once', async () => {
  config.payoutsByAcquirer = false;
  const { onApprove, user, c } = await renderCard(company, 'en');
  expect(screen.queryByRole('region', { name: c.iyzico.title })).toBeNull();
  await user.click(screen.getByRole('button', { name: c.approve }));
  expect(onApprove).toHaveBeenCalledTimes(1);
});
