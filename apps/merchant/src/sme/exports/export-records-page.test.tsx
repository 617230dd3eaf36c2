import type { ExportRecord } from '@kopru/domain/schemas/export-records';
import type { MemberRole } from '@kopru/domain/team';
import { texts } from '@kopru/i18n/all-texts';
import { formatDay } from '@kopru/i18n/format';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { ExportRecordsPage } from './export-records-page.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const record: ExportRecord = {
  paymentId: 'pay_1',
  transactionId: 'TX-000042',
  soldAt: '2026-11-02T10:00:00.000Z',
  saleDate: '2026-11-02',
  goods: 'Hand-woven kilim',
  quantity: 1,
  gtipCode: '570110900019',
  originCountry: 'TR',
  buyerName: 'Anna Schmidt',
  buyerEmail: 'anna@example.com',
  buyerCountry: 'DE',
  amount: 12_345,
  currency: 'USD',
  lira: { amount: 451_979, rate: '36.612345', rateDate: '2026-11-02', source: 'tcmb' },
  amountRefunded: 0,
  invoiceNumber: null,
  trackingNumber: null,
  etgbNumber: null,
  proceeds: { deadline: '2027-05-01', daysLeft: 156, carried: false, by: 'payouts', acquirerPaysOn: null },
};

const state = vi.hoisted(() => ({
  role: 'finance' as MemberRole,
  records: [] as unknown[],
  update: { mutate: vi.fn(), isPending: false },
}));

vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({ data: { memberRole: state.role } }),
}));
vi.mock('@kopru/api-client/export-records', () => ({
  useExportRecords: () => ({
    isPending: false,
    isError: false,
    data: { pages: [{ data: state.records, has_more: false }] },
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
  }),
  useUpdateExportRecord: () => state.update,
}));

afterEach(() => {
  cleanup();
  state.update.mutate.mockReset();
});

async function open(language: 'en' | 'tr', role: MemberRole = 'finance', records: ExportRecord[] = [record]) {
  state.role = role;
  state.records = records;
  await i18n.changeLanguage(language);
  render(
    <MemoryRouter initialEntries={['/sme/dashboard/export-records?month=2026-11']}>
      <ExportRecordsPage />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const text = i18n.t as unknown as (key: string, vars?: Record<string, unknown>) => string;

describe('the export records page', () => {
  it.each(['en', 'tr'] as const)(
    'says what Köprü does not decide and shows a sale with its GTİP code (%s)',
    async (language) => {
      await open(language);
      expect(await screen.findByText(text('exportRecords.notice'))).toBeTruthy();
      expect(screen.getByText(text('exportRecords.gtip', { code: '5701.10.90.00.19' }))).toBeTruthy();
      expect(screen.getByText('TX-000042')).toBeTruthy();
      const report = screen.getByRole('link', { name: text('exportRecords.report') });
      expect(report.getAttribute('href')).toContain('month=2026-11');
      expect(report.getAttribute('href')).toContain(`lang=${language}`);
    },
  );

  it('sends the ETGB number finance types, upper-cased, and says when it is not one', async () => {
    const user = await open('en');
    await user.click(
      await screen.findByRole('button', {
        name: text('exportRecords.editLabel', { transaction: 'TX-000042' }),
      }),
    );
    const etgb = await screen.findByLabelText(text('exportRecords.dialog.etgbNumber'));
    await user.type(etgb, 'EX-1');
    await user.click(screen.getByRole('button', { name: text('exportRecords.dialog.save') }));
    expect(await screen.findByText(text('exportRecords.errors.etgbNumber'))).toBeTruthy();
    expect(state.update.mutate).not.toHaveBeenCalled();
    await user.clear(etgb);
    await user.type(etgb, '26341300ex000123');
    await user.click(screen.getByRole('button', { name: text('exportRecords.dialog.save') }));
    await waitFor(() => expect(state.update.mutate).toHaveBeenCalledTimes(1));
    expect(state.update.mutate.mock.calls[0]?.[0]).toMatchObject({
      paymentId: 'pay_1',
      etgbNumber: '26341300EX000123',
      invoiceNumber: null,
    });
  });

  it('lets a viewer read without the edit button, and marks a refunded sale', async () => {
    await open('tr', 'viewer', [{ ...record, amountRefunded: 12_345 }]);
    expect(await screen.findByText(text('exportRecords.refunded'))).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: text('exportRecords.editLabel', { transaction: 'TX-000042' }) }),
    ).toBeNull();
  });
  it.each(['en', 'tr'] as const)(
    'in marketplace mode says what iyzico paid, when it pays, and when it pays too late (%s)',
    async (language) => {
      const sale = (id: string, proceeds: Partial<ExportRecord['proceeds']>): ExportRecord => ({
        ...record,
        paymentId: id,
        transactionId: `TX-${id}`,
        proceeds: { ...record.proceeds, by: 'acquirer', ...proceeds },
      });
      await open(language, 'finance', [
        sale('paid', { carried: true, acquirerPaysOn: '2026-11-10' }),
        sale('due', { acquirerPaysOn: '2027-04-20' }),
        sale('late', { acquirerPaysOn: '2027-05-03' }),
        sale('held', { daysLeft: 20 }),
      ]);
      const day = (value: string) => formatDay(value, language);
      expect(
        await screen.findByText(text('exportRecords.paidByAcquirer', { date: day('2026-11-10') })),
      ).toBeTruthy();
      const deadline = day('2027-05-01');
      expect(
        screen.getByText(text('exportRecords.acquirerPays', { date: day('2027-04-20'), deadline })),
      ).toBeTruthy();
      expect(
        screen.getByText(text('exportRecords.acquirerPaysLate', { date: day('2027-05-03'), deadline })),
      ).toBeTruthy();
      expect(screen.getByText(text('exportRecords.daysLeft', { count: 20, date: deadline }))).toBeTruthy();
      expect(screen.queryByText(text('exportRecords.carried'))).toBeNull();
    },
  );
});
