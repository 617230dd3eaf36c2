import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import type {
  AdminCurrencyIbanChange,
  CurrencyIbanChange,
  RequestCurrencyIbanChange,
} from '@kopru/domain/schemas/currency-iban-changes';
import { currencyIbanFields } from '@kopru/domain/schemas/kyc';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { CurrencyIbanChangeRow } from '../../db/schema/currency-iban-changes.ts';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import { isMarketplace } from '../../env.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { type Actor, type MerchantActor, userIdOf } from '../../ports.ts';
import { type AuditEntry, merchantAuditFields, recordAudit } from '../audit/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { findPayoutAccount } from '../payouts/repository.ts';
import { noteSettlementAccountChange } from '../sub-merchants/settlement.ts';
import {
  decideCurrencyIbanChange,
  findReplacedCurrencyIbanChange,
  findReplacementOf,
  insertCurrencyIbanChange,
  listPendingCurrencyIbanChanges,
  listPendingCurrencyIbanChangesOf,
  lockCurrencyIbanChange,
  lockPendingCurrencyIbanChange,
  setSubmissionCurrencyIban,
} from './repository.ts';
import { canMoveCurrencyIbanChange } from './state-machine.ts';
import { masked, toAdminChange, toChange } from './views.ts';

/** A step of a request in the merchant's audit trail: the masked IBANs before and after, the reason of a rejection. */
function auditStep(
  tx: Executor,
  actor: Actor,
  action: AuditEntry['action'],
  merchantId: string,
  details: {
    request: string;
    currency: CurrencyIbanChangeRow['currency'];
    before: string | null;
    after: string | null;
    reason?: string;
    replaces?: string;
  },
) {
  return recordAudit(tx, { ...merchantAuditFields(actor, merchantId), action, details });
}

type PayoutAccount = NonNullable<Awaited<ReturnType<typeof findPayoutAccount>>>;
const accountIbanOf = (account: PayoutAccount | undefined, currency: CurrencyIbanChangeRow['currency']) =>
  account?.[currencyIbanFields[currency]] ?? null;

/**
 * An owner's request to add, change or remove a currency's account, held for an admin: payouts
 * keep going to the account in use until then. A pending request is never changed: a second
 * request for the same currency marks it replaced (an admin's decision on it is then refused) and
 * is a new request naming it. Every owner is e-mailed, so a request nobody asked for is noticed,
 * and a replacement says what the withdrawn request asked for.
 */
export async function requestCurrencyIbanChange(
  ctx: AppContext,
  actor: MerchantActor,
  merchant: MerchantRow,
  input: RequestCurrencyIbanChange,
): Promise<CurrencyIbanChange> {
  const asked = ctx.db.transaction(async (tx) => {
    const account = await findPayoutAccount(tx, merchant.id);
    if (!account) throw new AppError('payout_account_missing');
    const current = accountIbanOf(account, input.currency);
    const iban = input.iban === '' ? null : input.iban;
    if (iban === current) throw new AppError('currency_iban_unchanged');
    const pending = await lockPendingCurrencyIbanChange(tx, merchant.id, input.currency);
    if (pending) {
      await decideCurrencyIbanChange(tx, pending.id, {
        status: 'replaced',
        decidedBy: userIdOf(actor),
        decidedAt: ctx.clock.now(),
        reason: null,
        previousIban: current,
      });
    }
    const row = await insertCurrencyIbanChange(tx, {
      id: createId('cic'),
      merchantId: merchant.id,
      currency: input.currency,
      iban,
      requestedBy: actor.id,
      replaces: pending?.id ?? null,
    });
    await auditStep(tx, actor, 'merchant.currency_iban_change_requested', merchant.id, {
      request: row.id,
      currency: input.currency,
      before: masked(current),
      after: masked(iban),
      ...(pending ? { replaces: pending.id } : {}),
    });
    await emailOwners(ctx, tx, merchant.id, 'currencyIbanChangeRequested', () => ({
      company: merchant.companyName,
      currency: input.currency,
      ibanMasked: masked(iban),
      paidByAcquirer: isMarketplace(ctx.env),
      ...(pending ? { replaced: { ibanMasked: masked(pending.iban) } } : {}),
    }));
    return toChange(row, current);
  });
  // Two requests of one currency at the same moment: the second finds the first's new row pending.
  return asked.catch((error: unknown) => {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw new AppError('conflict', { reason: 'request_in_flight' });
    throw error;
  });
}

/**
 * An owner takes back its request before an admin decided it: the account in use stays, the
 * request leaves the admin's queue. Audited; another merchant's request is not found.
 */
export async function withdrawCurrencyIbanChange(
  ctx: AppContext,
  actor: MerchantActor,
  merchant: MerchantRow,
  id: string,
): Promise<CurrencyIbanChange> {
  return ctx.db.transaction(async (tx) => {
    const change = await lockCurrencyIbanChange(tx, id);
    if (!change || change.merchantId !== merchant.id) throw new AppError('not_found');
    if (!canMoveCurrencyIbanChange(change.status, 'withdrawn')) {
      throw new AppError('conflict', { reason: 'already_decided' });
    }
    const current = accountIbanOf(await findPayoutAccount(tx, merchant.id), change.currency);
    const withdrawn = await decideCurrencyIbanChange(tx, id, {
      status: 'withdrawn',
      decidedBy: userIdOf(actor),
      decidedAt: ctx.clock.now(),
      reason: null,
      previousIban: current,
    });
    await auditStep(tx, actor, 'merchant.currency_iban_change_withdrawn', merchant.id, {
      request: id,
      currency: change.currency,
      before: masked(current),
      after: masked(change.iban),
    });
    return toChange(withdrawn, current);
  });
}

export async function pendingCurrencyIbanChangesOf(ctx: AppContext, merchantId: string) {
  const [rows, account] = await Promise.all([
    listPendingCurrencyIbanChangesOf(ctx.db, merchantId),
    findPayoutAccount(ctx.db, merchantId),
  ]);
  return { data: rows.map((row) => toChange(row, accountIbanOf(account, row.currency))) };
}

export async function listCurrencyIbanChangesForAdmin(ctx: AppContext) {
  const rows = await listPendingCurrencyIbanChanges(ctx.db);
  const data: AdminCurrencyIbanChange[] = [];
  for (const { change, companyName, replaced } of rows) {
    const account = await findPayoutAccount(ctx.db, change.merchantId);
    data.push(toAdminChange(change, accountIbanOf(account, change.currency), companyName, replaced));
  }
  return { data };
}

/**
 * Approve (the currency's payouts go to the new account, or it has none, from now on) or reject
 * (nothing changes); audited and e-mailed to every owner. `id` is the request the admin reviewed:
 * one the owners replaced since is refused (409 change_request_replaced) and nothing changes.
 */
export async function decideCurrencyIbanChangeAsAdmin(
  ctx: AppContext,
  actor: Actor,
  id: string,
  decision: { to: 'approved' } | { to: 'rejected'; reason: string },
): Promise<AdminCurrencyIbanChange> {
  return ctx.db.transaction(async (tx) => {
    const change = await lockCurrencyIbanChange(tx, id);
    if (!change) throw new AppError('not_found');
    if (change.status === 'replaced') {
      const replacement = await findReplacementOf(tx, id);
      throw new AppError('change_request_replaced', { replacedBy: replacement?.id ?? null });
    }
    if (!canMoveCurrencyIbanChange(change.status, decision.to)) {
      throw new AppError('conflict', { reason: 'already_decided' });
    }
    const found = await findMerchantWithEmail(tx, change.merchantId);
    if (!found) throw new AppError('not_found');
    const { merchant } = found;
    const account = await findPayoutAccount(tx, merchant.id);
    if (!account) throw new AppError('payout_account_missing');
    const current = accountIbanOf(account, change.currency);
    if (decision.to === 'approved') {
      await setSubmissionCurrencyIban(tx, account.submissionId, change.currency, change.iban);
      // Marketplace mode: iyzico pays in this currency? It must hear of the new account.
      await noteSettlementAccountChange(ctx, tx, actor, change);
    }
    const decided = await decideCurrencyIbanChange(tx, id, {
      status: decision.to,
      decidedBy: actor.id,
      decidedAt: ctx.clock.now(),
      reason: decision.to === 'rejected' ? decision.reason : null,
      previousIban: current,
    });
    const action =
      decision.to === 'approved'
        ? 'merchant.currency_iban_change_approved'
        : 'merchant.currency_iban_change_rejected';
    await auditStep(tx, actor, action, merchant.id, {
      request: id,
      currency: change.currency,
      before: masked(current),
      after: masked(change.iban),
      ...(decision.to === 'rejected' ? { reason: decision.reason } : {}),
    });
    const url = `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/payouts`;
    if (decision.to === 'approved') {
      await emailOwners(ctx, tx, merchant.id, 'currencyIbanChangeApproved', () => ({
        company: merchant.companyName,
        currency: change.currency,
        ibanMasked: masked(change.iban),
        url,
        paidByAcquirer: isMarketplace(ctx.env),
      }));
    } else {
      await emailOwners(ctx, tx, merchant.id, 'currencyIbanChangeRejected', () => ({
        company: merchant.companyName,
        currency: change.currency,
        reason: decision.reason,
        url,
        paidByAcquirer: isMarketplace(ctx.env),
      }));
    }
    const replaced = change.replaces ? await findReplacedCurrencyIbanChange(tx, change.replaces) : null;
    return toAdminChange(decided, current, merchant.companyName, replaced);
  });
}
