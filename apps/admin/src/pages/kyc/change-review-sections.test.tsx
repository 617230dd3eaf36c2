import {
  adminApproveCurrencyIbanChange,
  adminListCurrencyIbanChanges,
  adminRejectCurrencyIbanChange,
} from '@kopru/domain/contracts/currency-iban-changes';
import {
  adminApproveIdentityChange,
  adminListIdentityChanges,
  adminRejectIdentityChange,
} from '@kopru/domain/contracts/identity-changes';
import type { AdminCurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import type { IdentityChange } from '@kopru/domain/schemas/identity-changes';
import { texts } from '@kopru/i18n/all-texts';
import { formatDateTime } from '@kopru/i18n/format';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { CurrencyIbanChangesSection } from './currency-iban-changes-section.tsx';
import { IdentityChangesSection } from './identity-changes-section.tsx';

await texts('all');
// Query updates reach React at once, as they can in a browser: the refetch after a decision removes
// its card before the mutation settles.
notifyManager.setScheduler((callback) => callback());

const identityChange: IdentityChange = {
  id: 'idc_1',
  merchantId: 'mer_1',
  status: 'pending',
  current: { companyName: 'Anadolu Tekstil', taxId: '1234567890', authPersonName: 'Ayşe Yılmaz' },
  requested: { companyName: 'Anadolu Tekstil A.Ş.', taxId: '1234567890', authPersonName: 'Ayşe Yılmaz' },
  replaces: null,
  reason: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
};
/** What the merchant sent after the admin loaded `identityChange`: a new request naming it. */
const identityReplacement: IdentityChange = {
  ...identityChange,
  id: 'idc_2',
  requested: { companyName: 'Anadolu Tekstil A.Ş.', taxId: '9876543210', authPersonName: 'Ayşe Yılmaz' },
  createdAt: '2026-11-26T09:05:00.000Z',
  replaces: { id: 'idc_1', requested: identityChange.requested, createdAt: identityChange.createdAt },
};
const currencyChange: AdminCurrencyIbanChange = {
  id: 'cic_1',
  merchantId: 'mer_1',
  currency: 'USD',
  status: 'pending',
  companyName: 'Anadolu Tekstil',
  iban: 'TR330006100519786457841326',
  ibanMasked: 'TR33 **** 1326',
  currentIban: null,
  currentIbanMasked: null,
  reason: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
  replaces: null,
};
/** What the merchant sent after the admin loaded `currencyChange`: a new request naming it. */
const replacement: AdminCurrencyIbanChange = {
  ...currencyChange,
  id: 'cic_2',
  iban: 'TR920006100519786457841331',
  ibanMasked: 'TR92 **** 1331',
  createdAt: '2026-11-26T09:05:00.000Z',
  replaces: { id: 'cic_1', iban: currencyChange.iban, createdAt: currencyChange.createdAt },
};

/**
 * The API as the sections' real hooks call it: a decision takes the request out of the queue, so
 * the refetch that follows removes its card, as on the server.
 */
const api = vi.hoisted(() => ({
  pending: [] as { id: string }[],
  decided: [] as unknown[],
  fail: false,
  /** The merchant replaces the request before the decision: the server refuses it (409). */
  replacedBy: null as { id: string } | null,
}));
vi.mock('@kopru/api-client/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@kopru/api-client/client')>();
  const lists = new Set<unknown>();
  const decisions = new Map<unknown, 'approve' | 'reject'>();
  return {
    ...original,
    call: vi.fn(async (endpoint: unknown, input?: { params?: { id: string }; body?: { reason: string } }) => {
      if (lists.size === 0) {
        lists.add(adminListIdentityChanges).add(adminListCurrencyIbanChanges);
        decisions
          .set(adminApproveIdentityChange, 'approve')
          .set(adminApproveCurrencyIbanChange, 'approve')
          .set(adminRejectIdentityChange, 'reject')
          .set(adminRejectCurrencyIbanChange, 'reject');
      }
      if (lists.has(endpoint)) return { data: [...api.pending] };
      const action = decisions.get(endpoint);
      const change = api.pending.find((pending) => pending.id === input?.params?.id);
      if (!action || !change) throw new Error('unexpected call');
      if (api.fail) throw new original.ApiError('conflict', 409);
      if (api.replacedBy) {
        api.pending = [api.replacedBy];
        throw new original.ApiError('change_request_replaced', 409, { replacedBy: api.replacedBy.id });
      }
      api.decided.push({ id: change.id, action, ...input?.body });
      api.pending = api.pending.filter((pending) => pending !== change);
      return { ...change, status: action === 'approve' ? 'approved' : 'rejected' };
    }),
  };
});

afterEach(() => {
  cleanup();
  api.pending = [];
  api.decided = [];
  api.fail = false;
  api.replacedBy = null;
});

async function show(
  section: 'identity' | 'currency',
  language: 'en' | 'tr',
  pending: { id: string } = section === 'identity' ? identityChange : currencyChange,
) {
  await i18n.changeLanguage(language);
  api.pending = [pending];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {section === 'identity' ? <IdentityChangesSection /> : <CurrencyIbanChangesSection />}
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe.each(['en', 'tr'] as const)('the admin’s change reviews (%s)', (language) => {
  it('approves an identity change and says so once its card is gone', async () => {
    const user = await show('identity', language);
    expect(await screen.findByText('Anadolu Tekstil A.Ş.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: i18n.t('kyc.admin.identity.approve') }));
    const notice = i18n.t('kyc.admin.identity.approved', { company: 'Anadolu Tekstil A.Ş.' });
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.queryByText('Anadolu Tekstil A.Ş.')).toBeNull();
    expect(api.decided).toEqual([{ id: 'idc_1', action: 'approve' }]);
  });

  it('asks for a reason before rejecting an identity change, then rejects it with that reason', async () => {
    const user = await show('identity', language);
    const reject = await screen.findByRole('button', { name: i18n.t('kyc.admin.identity.reject') });
    await user.click(reject);
    expect(await screen.findByText(i18n.t('validation.required'))).toBeTruthy();
    expect(api.decided).toEqual([]);
    await user.type(screen.getByLabelText(i18n.t('kyc.admin.identity.reason')), 'Tax certificate missing');
    await user.click(reject);
    const notice = i18n.t('kyc.admin.identity.rejected', { company: 'Anadolu Tekstil' });
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(api.decided).toEqual([{ id: 'idc_1', action: 'reject', reason: 'Tax certificate missing' }]);
  });

  it('shows the currency account asked for, approves it and says so once its card is gone', async () => {
    const user = await show('currency', language);
    expect(await screen.findByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
    expect(screen.getByText(i18n.t('kyc.admin.currencyChanges.none'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: i18n.t('kyc.admin.currencyChanges.approve') }));
    const names = { company: 'Anadolu Tekstil', currency: 'USD' };
    expect(await screen.findByText(i18n.t('kyc.admin.currencyChanges.approved', names))).toBeTruthy();
    expect(screen.queryByText('TR33 0006 1005 1978 6457 8413 26')).toBeNull();
  });

  it('says why a decision could not be saved and keeps the card', async () => {
    const user = await show('currency', language);
    await user.type(await screen.findByLabelText(i18n.t('kyc.admin.currencyChanges.reason')), 'Wrong holder');
    api.fail = true;
    await user.click(screen.getByRole('button', { name: i18n.t('kyc.admin.currencyChanges.reject') }));
    expect(await screen.findByText(/^The decision could not be saved|^Karar kaydedilemedi/)).toBeTruthy();
    expect(screen.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
    expect(api.decided).toEqual([]);
  });

  it('refuses the approval of a request the SME replaced meanwhile, says so and shows the new one beside the withdrawn one', async () => {
    const user = await show('currency', language);
    expect(await screen.findByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
    api.replacedBy = replacement;
    await user.click(screen.getByRole('button', { name: i18n.t('kyc.admin.currencyChanges.approve') }));
    const refusal = i18n.t('kyc.admin.currencyChanges.failed', {
      error: i18n.t('errors.change_request_replaced'),
    });
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(await screen.findByText('TR92 0006 1005 1978 6457 8413 31')).toBeTruthy();
    expect(screen.getByText(i18n.t('kyc.admin.currencyChanges.replaced'))).toBeTruthy();
    expect(screen.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
    expect(api.decided).toEqual([]);
  });

  it('shows what a replacing request changed: the withdrawn request, its date, the new account marked', async () => {
    await show('currency', language, replacement);
    const asked = await screen.findByText('TR92 0006 1005 1978 6457 8413 31');
    expect(asked.className).toContain('font-semibold');
    expect(screen.getByText('TR33 0006 1005 1978 6457 8413 26').className).not.toContain('font-semibold');
    const date = formatDateTime(currencyChange.createdAt, language);
    expect(screen.getByText(i18n.t('kyc.admin.currencyChanges.replacesNote', { date }))).toBeTruthy();
    expect(screen.getByText(i18n.t('kyc.admin.currencyChanges.replaced'))).toBeTruthy();
  });

  it('refuses the approval of an identity change the SME replaced meanwhile, says so and shows the new one', async () => {
    const user = await show('identity', language);
    expect(await screen.findByText('Anadolu Tekstil A.Ş.')).toBeTruthy();
    api.replacedBy = identityReplacement;
    await user.click(screen.getByRole('button', { name: i18n.t('kyc.admin.identity.approve') }));
    const refusal = i18n.t('kyc.admin.identity.failed', { error: i18n.t('errors.change_request_replaced') });
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(
      await screen.findByRole('columnheader', { name: i18n.t('kyc.admin.identity.replaced') }),
    ).toBeTruthy();
    expect(screen.getByText('9876543210')).toBeTruthy();
    expect(api.decided).toEqual([]);
  });

  it('shows what a replacing identity change changed since the withdrawn request', async () => {
    await show('identity', language, identityReplacement);
    expect(
      await screen.findByRole('columnheader', { name: i18n.t('kyc.admin.identity.replaced') }),
    ).toBeTruthy();
    const date = formatDateTime(identityChange.createdAt, language);
    expect(screen.getByText(i18n.t('kyc.admin.identity.replacesNote', { date }))).toBeTruthy();
    // Only the tax number differs from the withdrawn request: it alone is marked as changed.
    const changed = screen.getAllByText(i18n.t('kyc.admin.identity.changedSince'));
    expect(changed).toHaveLength(1);
    expect(changed[0]?.parentElement?.textContent).toContain('9876543210');
  });
});
