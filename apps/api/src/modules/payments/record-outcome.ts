import { computeFee } from '@kopru/domain/fees';
import { createId, randomBase62 } from '@kopru/domain/ids';
import { releaseDates } from '@kopru/domain/release-terms';
import type { DeclineCode } from '@kopru/domain/schemas/checkout';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { MerchantBrandRow } from '../../db/schema/merchant-brands.ts';
import type { PaymentRow, payments } from '../../db/schema/payments.ts';
import { classifyDbError } from '../../lib/db-errors.ts';
import type { ChargedItem, ProviderAction, ProviderCard } from '../../ports.ts';
import { recordEvent } from '../events/repository.ts';
import { creditAvailableLines } from '../ledger/negative-balance.ts';
import { applyMerchantBalances, type LedgerLine, ledgerPosting } from '../ledger/repository.ts';
import { upsertItemFigures } from './item-figures-repository.ts';
import { toPayment } from './mapping.ts';
import { composeReceiptEmail } from './receipt.ts';
import { lockPaymentForOutcome, updatePayment } from './repository.ts';
import { assertTransition, isFinal } from './state-machine.ts';
import { writeSucceededPayment } from './success-statement.ts';

/** A decided outcome for a payment: what the acquirer answered, or the reconciler's verdict. */
export type PaymentOutcome =
  | {
      status: 'succeeded';
      providerPaymentId: string;
      card?: ProviderCard | undefined;
      items?: ChargedItem[] | undefined;
    }
  | {
      status: 'failed';
      declineCode: DeclineCode;
      providerPaymentId?: string | undefined;
      card?: ProviderCard | undefined;
    }
  | {
      status: 'requires_action';
      action: ProviderAction;
      providerPaymentId?: string | undefined;
      providerToken?: string | undefined;
    };

/**
 * Step 3 of a payment (DESIGN.md "Payments"): one short transaction moves the payment to the
 * outcome with its outbox event, and on success its ledger entries (a credit: no shared row).
 * The row is locked first, so of two concurrent recorders (a 3-D Secure callback and the
 * reconciler) one moves it and the other finds it already moved: events are written exactly once.
 * Returns the payment as it is afterwards; a payment already final is returned unchanged.
 */
export async function recordOutcome(
  ctx: AppContext,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<PaymentRow> {
  try {
    return await recordOnce(ctx, paymentId, outcome);
  } catch (error) {
    if (classifyDbError(error)) keepRecording(ctx, paymentId, outcome);
    throw error;
  }
}

/** Background retries after a database fault: every RETRY_CAP_MS at most, for RETRY_WINDOW_MS. */
const RETRY_FIRST_MS = 200;
const RETRY_CAP_MS = 2_000;
const RETRY_WINDOW_MS = 120_000;
const recording = new Set<string>();

/**
 * The outcome is known (the acquirer answered) but a database fault (restart, held lock,
 * exhausted pool) kept it from being stored: the request answers 503 at once, and this process
 * keeps trying to store it in the background, so the payment leaves `processing` within moments
 * of the database's return, not when the reconciler's time comes. If the process dies first, the
 * reconciler resolves it. Storing is idempotent: a payment already moved is left as it is.
 */
function keepRecording(ctx: AppContext, paymentId: string, outcome: PaymentOutcome): void {
  if (recording.has(paymentId)) return;
  recording.add(paymentId);
  const giveUpAt = Date.now() + RETRY_WINDOW_MS;
  const attempt = (delay: number) => {
    setTimeout(() => {
      recordOnce(ctx, paymentId, outcome).then(
        () => recording.delete(paymentId),
        (error: unknown) => {
          if (classifyDbError(error) && Date.now() < giveUpAt) attempt(Math.min(delay * 2, RETRY_CAP_MS));
          else recording.delete(paymentId);
        },
      );
    }, delay).unref();
  };
  attempt(RETRY_FIRST_MS);
}

async function recordOnce(ctx: AppContext, paymentId: string, outcome: PaymentOutcome): Promise<PaymentRow> {
  return ctx.db.transaction(async (tx) => {
    // The merchant's name (receipt e-mail) and negative balance (ledger) come with the lock.
    const locked = await lockPaymentForOutcome(tx, paymentId);
    if (!locked) throw new Error(`payment ${paymentId} not found`);
    if (isFinal(locked.current.status) || locked.current.status === outcome.status) {
      // A later answer about a charge already recorded still brings iyzico's latest figures.
      if (outcome.status === 'succeeded' && locked.current.status === 'succeeded')
        await upsertItemFigures(tx, locked.current, outcome.items, ctx.clock.now());
      return locked.current;
    }
    assertTransition(locked.current.status, outcome.status);
    // The card typed on the acquirer's page, as the acquirer reports it (we never saw it).
    if (outcome.status !== 'requires_action' && outcome.card)
      locked.current = await update(tx, paymentId, {
        cardBrand: outcome.card.brand,
        cardLast4: outcome.card.last4,
      });
    const { current } = locked;
    const now = ctx.clock.now();
    const common = {
      status: outcome.status,
      statusChangedAt: now,
      providerPaymentId: outcome.providerPaymentId ?? current.providerPaymentId,
    };
    if (outcome.status === 'requires_action') {
      const reconcileAfter = new Date(now.getTime() + ctx.env.THREE_DS_TIMEOUT_SECONDS * 1000);
      const payment = await update(tx, paymentId, {
        ...common,
        action: outcome.action,
        reconcileAfter,
        ...(outcome.providerToken ? { providerToken: outcome.providerToken } : {}),
      });
      // The only record that a challenge was shown: the transaction timeline reads it.
      await recordEvent(tx, {
        merchantId: payment.merchantId,
        type: 'payment.requires_action',
        data: toPayment(payment),
        createdAt: now,
      });
      return payment;
    }
    const final = { ...common, action: null, threeDsNonce: null, reconcileAfter: null };
    if (outcome.status === 'failed') {
      const payment = await update(tx, paymentId, { ...final, declineCode: outcome.declineCode });
      await recordEvent(tx, {
        merchantId: payment.merchantId,
        type: 'payment.failed',
        data: toPayment(payment),
        createdAt: now,
      });
      return payment;
    }
    const payment = await recordSuccess(ctx, tx, locked, common.providerPaymentId, now);
    if (outcome.items) await ctx.marketplaceRecords.recordChargedItems(tx, payment, outcome.items, now);
    await upsertItemFigures(tx, payment, outcome.items, now);
    return payment;
  });
}

async function update(tx: Transaction, id: string, values: Partial<typeof payments.$inferInsert>) {
  const row = await updatePayment(tx, id, values);
  if (!row) throw new Error(`payment ${id} not found`);
  return row;
}

/**
 * The success's writes go in one statement (success-statement.ts): the payment's row afterwards,
 * its event's data and the receipt e-mail are computed here from the locked row.
 */
async function recordSuccess(
  ctx: AppContext,
  tx: Transaction,
  {
    current,
    merchantName,
    negativeBalance,
    brand,
  }: {
    current: PaymentRow;
    merchantName: string;
    negativeBalance: number;
    brand: MerchantBrandRow | null;
  },
  providerPaymentId: string | null,
  now: Date,
): Promise<PaymentRow> {
  const { fee, net } = computeFee(current.amount);
  // The terms the payment was started with (decision 013); payments from before: the platform's.
  const delayDays = current.releaseDelayDays ?? ctx.env.SETTLEMENT_DELAY_DAYS;
  const { reserve } = current;
  const released = releaseDates(now, {
    releaseDelayDays: delayDays,
    reserveDays: current.reserveDays ?? ctx.env.RESERVE_DAYS,
  });
  const payment: PaymentRow = {
    ...current,
    status: 'succeeded',
    statusChangedAt: now,
    providerPaymentId,
    action: null,
    threeDsNonce: null,
    reconcileAfter: null,
    fee,
    net,
    declineCode: null,
    receiptToken: randomBase62(32),
    availableAt: released.shareAt,
    settledAt: delayDays === 0 ? now : null,
    reserveReleaseAt: reserve > 0 ? released.reserveAt : null,
    // Counted on the link's row later by the fold worker; the link's count includes it meanwhile.
    linkCountPending: current.linkId !== null,
    // Copied to its export record by the export fold worker: no other row or statement here.
    exportRecordPending: true,
  };
  // The e-commerce withholding (decision 015) is the platform's to pay to the tax office.
  const withholding = current.withholdingTax;
  const share = net - reserve - withholding;
  // A credit: entries only, no shared row is locked (a debt after a dispute is the exception).
  const lines: LedgerLine[] = [
    { merchantId: null, type: 'acquirer_clearing', currency: payment.currency, amount: -payment.amount },
    { merchantId: null, type: 'fees', currency: payment.currency, amount: fee },
    { merchantId: null, type: 'withholding_tax', currency: payment.currency, amount: withholding },
    // Straight to available: what the merchant owes after a dispute is repaid first.
    ...(delayDays === 0
      ? await creditAvailableLines(tx, {
          merchantId: payment.merchantId,
          currency: payment.currency,
          amount: share,
          negative: negativeBalance,
        })
      : [
          {
            merchantId: payment.merchantId,
            type: 'pending' as const,
            currency: payment.currency,
            amount: share,
          },
        ]),
    // The rolling reserve: its own balance until its window ends (payments/reserve-release.ts).
    ...(reserve > 0
      ? [
          {
            merchantId: payment.merchantId,
            type: 'reserve' as const,
            currency: payment.currency,
            amount: reserve,
          },
        ]
      : []),
  ];
  const posting = ledgerPosting({
    kind: 'payment',
    referenceId: payment.id,
    at: now,
    lines: lines.filter((line) => line.amount !== 0),
  });
  const receipt = composeReceiptEmail(ctx, payment, merchantName, brand);
  await writeSucceededPayment(tx, {
    payment,
    event: { id: createId('evt'), data: toPayment(payment) },
    email: receipt?.row,
    posting,
  });
  // Only when a debt was repaid: that movement locks and folds its accounts.
  await applyMerchantBalances(tx, posting.merchantDeltas);
  receipt?.inserted();
  return payment;
}
