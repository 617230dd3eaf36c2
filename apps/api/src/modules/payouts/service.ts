import { createPayout as createPayoutContract } from '@kopru/domain/contracts/payouts';
import { AppError } from '@kopru/domain/errors';
import { maskIban } from '@kopru/domain/iban';
import { createId } from '@kopru/domain/ids';
import { type PayoutSource, payoutTransitions } from '@kopru/domain/payouts';
import type { CreatePayoutRequest, Payout, PayoutAccountResponse } from '@kopru/domain/schemas/payouts';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema/payouts.ts';
import { isMarketplace } from '../../env.ts';
import { CHECK_VIOLATION, pgConstraint, pgErrorCode } from '../../lib/pg-errors.ts';
import { apiKeyIdOf, type MerchantActor, userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { recordEvent } from '../events/repository.ts';
import { type IdempotentResponse, runIdempotent } from '../idempotency/service.ts';
import { currencyIbansOf, maskedCurrencyIbansOf } from '../kyc/currency-ibans.ts';
import { negativeBalance } from '../ledger/negative-balance.ts';
import { merchantBalances, postLedgerTransaction } from '../ledger/repository.ts';
import { releaseLines, reserveLines } from './ledger.ts';
import { toPayout } from './mapping.ts';
import { emailPayout } from './notify.ts';
import { takeQuote } from './quotes.ts';
import {
  findMerchantPayout,
  findPayoutAccount,
  insertPayout,
  shareLockMerchant,
  transitionPayout,
} from './repository.ts';
import { assignStatement } from './statement-assignment.ts';

/** A merchant balance would go below zero: the ledger's CHECK refused the movement. */
export function isOverdraw(error: unknown): boolean {
  return (
    pgErrorCode(error) === CHECK_VIOLATION && pgConstraint(error) === 'ledger_accounts_merchant_non_negative'
  );
}

/** What the merchant's own step on a payout leaves behind: its event, audit row and e-mail. */
async function recordMerchantStep(
  ctx: AppContext,
  tx: Transaction,
  actor: MerchantActor,
  row: PayoutRow,
  step: { kind: 'requested' | 'cancelled'; template: 'payoutRequested' | 'payoutCancelled'; at: Date },
): Promise<void> {
  const payout = toPayout(row);
  await recordEvent(tx, {
    merchantId: actor.merchantId,
    type: `payout.${step.kind}`,
    data: payout,
    createdAt: step.at,
  });
  await recordAudit(tx, {
    action: `payout.${step.kind}`,
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'payout',
    targetId: row.id,
    merchantId: actor.merchantId,
    details: {
      reference: payout.reference,
      amount: row.amount,
      currency: row.currency,
      apiKeyId: apiKeyIdOf(actor),
      // An automatic payout: the worker asked, and took a converted one's rate itself.
      ...(row.source === 'schedule'
        ? { source: row.source, rateAcceptedAutomatically: row.quoteId !== null }
        : {}),
    },
    ipAddress: actor.ip,
  });
  await emailPayout(ctx, tx, row, { template: step.template });
}

export async function payoutAccount(ctx: AppContext, merchantId: string): Promise<PayoutAccountResponse> {
  const account = await findPayoutAccount(ctx.db, merchantId);
  return {
    account: account
      ? {
          bankName: account.bankName,
          ibanMasked: maskIban(account.iban),
          currencyIbans: maskedCurrencyIbansOf(account),
          accountHolder: account.companyName,
        }
      : null,
  };
}

/**
 * Requests a payout. One transaction writes the payout (bank details copied from the approved
 * KYC), its event, audit row and e-mail, and last the ledger movement available ->
 * payout_reserved: the balance CHECK makes any request above the available balance fail as a
 * whole, however many run at once. With an Idempotency-Key a retry gets the first response.
 */
export async function requestPayout(
  ctx: AppContext,
  actor: MerchantActor,
  input: CreatePayoutRequest,
  idempotencyKey: string | undefined,
): Promise<IdempotentResponse<Payout>> {
  const work = async (tx: Transaction) => ({ status: 201, body: await reservePayout(ctx, tx, actor, input) });
  return refusingOverdraw(ctx, actor.merchantId, input.currency, () =>
    idempotencyKey === undefined
      ? ctx.db.transaction(work).then((result) => ({ ...result, replayed: false }))
      : runIdempotent(
          ctx,
          {
            scope: `merchant:${actor.merchantId}`,
            key: idempotencyKey,
            fingerprint: {
              method: createPayoutContract.method,
              path: createPayoutContract.path,
              body: input,
            },
          },
          work,
        ),
  );
}

/** Turns the ledger's overdraw refusal into 409 insufficient_balance with the available amount. */
export async function refusingOverdraw<T>(
  ctx: AppContext,
  merchantId: string,
  currency: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isOverdraw(error)) throw error;
    const balances = await merchantBalances(ctx.db, merchantId);
    const available =
      balances.find((row) => row.currency === currency && row.type === 'available')?.balance ?? 0;
    throw new AppError('insufficient_balance', { currency, available });
  }
}

/** The request's writes, inside the caller's transaction (the dashboard's or /v1's idempotent one). */
export async function reservePayout(
  ctx: AppContext,
  tx: Transaction,
  actor: MerchantActor,
  input: CreatePayoutRequest,
  source: PayoutSource = 'manual',
): Promise<Payout> {
  // Marketplace mode: iyzico pays the merchant its share; the platform holds nothing to pay out.
  if (isMarketplace(ctx.env)) throw new AppError('payouts_by_acquirer');
  const merchant = await shareLockMerchant(tx, actor.merchantId);
  if (!merchant || merchant.suspendedAt) throw new AppError('account_suspended');
  if (merchant.verificationStatus !== 'verified') throw new AppError('kyc_required');
  const account = await findPayoutAccount(tx, actor.merchantId);
  if (!account) throw new AppError('payout_account_missing');
  // Nothing is paid out while the merchant owes a dispute's hold (docs/disputes.md).
  const owed = -(await negativeBalance(tx, actor.merchantId, input.currency));
  if (owed > 0) throw new AppError('negative_balance', { currency: input.currency, owed });
  const now = ctx.clock.now();
  const quote = input.quoteId
    ? await takeQuote(tx, {
        merchantId: actor.merchantId,
        quoteId: input.quoteId,
        amount: input.amount,
        currency: input.currency,
        now,
      })
    : null;
  // Sent in its own currency it goes to that currency's account; converted, to the lira account.
  const iban = quote
    ? account.iban
    : currencyIbansOf(account).find((entry) => entry.currency === input.currency)?.iban;
  if (!iban) throw new AppError('payout_account_missing_currency', { currency: input.currency });
  const row = await insertPayout(tx, {
    id: createId('po'),
    merchantId: actor.merchantId,
    amount: input.amount,
    currency: input.currency,
    ...(quote
      ? {
          payoutCurrency: 'TRY' as const,
          payoutAmount: quote.tryAmount,
          quoteId: quote.id,
          fxReferenceRate: quote.referenceRate,
          fxRateDate: quote.rateDate,
          fxRateSource: quote.rateSource,
          fxAppliedRate: quote.appliedRate,
          fxSpreadBasisPoints: quote.spreadBasisPoints,
          fxSpreadMinor: quote.spreadMinor,
          fxFeeMinor: quote.feeMinor,
        }
      : { payoutCurrency: input.currency, payoutAmount: input.amount }),
    status: 'requested',
    source,
    kycSubmissionId: account.submissionId,
    bankName: account.bankName,
    iban,
    accountHolder: merchant.companyName,
    requestedAt: now,
    updatedAt: now,
  });
  const payout = toPayout(row);
  await recordMerchantStep(ctx, tx, actor, row, { kind: 'requested', template: 'payoutRequested', at: now });
  // Last, so the balance rows stay locked only until the commit right after.
  await postLedgerTransaction(tx, {
    kind: 'payout_request',
    referenceId: row.id,
    at: now,
    lines: reserveLines(row),
  });
  // After the reservation, which holds the account's lock: decision 007.
  await assignStatement(tx, row, now);
  return payout;
}

/** The merchant withdraws a request nobody has approved yet; the money returns to available. */
export async function cancelPayoutIn(
  ctx: AppContext,
  tx: Transaction,
  actor: MerchantActor,
  id: string,
): Promise<Payout> {
  const now = ctx.clock.now();
  const row = await transitionPayout(tx, {
    id,
    merchantId: actor.merchantId,
    from: payoutTransitions.cancel.from,
    set: { status: 'cancelled', decidedAt: now, decidedBy: userIdOf(actor), updatedAt: now },
  });
  if (!row) {
    const existing = await findMerchantPayout(tx, { merchantId: actor.merchantId, id });
    if (!existing) throw new AppError('not_found');
    throw new AppError('payout_status_conflict', { status: existing.status });
  }
  const payout = toPayout(row);
  await recordMerchantStep(ctx, tx, actor, row, { kind: 'cancelled', template: 'payoutCancelled', at: now });
  await postLedgerTransaction(tx, {
    kind: 'payout_cancelled',
    referenceId: row.id,
    at: now,
    lines: releaseLines(row),
  });
  return payout;
}
