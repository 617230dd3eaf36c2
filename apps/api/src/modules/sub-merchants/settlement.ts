import { AppError } from '@kopru/domain/errors';
import { maskIban } from '@kopru/domain/iban';
import type { LinkCurrency } from '@kopru/domain/money';
import type { MarketplacePayouts, SettlementCurrency } from '@kopru/domain/schemas/marketplace-payouts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isMarketplace } from '../../env.ts';
import type { Actor, MerchantActor } from '../../ports.ts';
import { merchantAuditFields, recordAudit } from '../audit/repository.ts';
import { findPayoutAccount } from '../payouts/repository.ts';
import { settlementAccountOf } from './details.ts';
import { marketplacePayoutsOf, settlementCurrenciesOf } from './marketplace-payouts.ts';
import { findSubMerchant, lockSubMerchant, requestSubMerchantSync } from './repository.ts';

type PayoutAccount = NonNullable<Awaited<ReturnType<typeof findPayoutAccount>>>;

/** The currency and IBAN (masked) iyzico is to pay to, from the approved KYC and the setting. */
function shown(account: PayoutAccount, settlementCurrency: SettlementCurrency) {
  const { currency, iban } = settlementAccountOf({ ...account, settlementCurrency });
  return { currency, iban: maskIban(iban) };
}

/**
 * An owner chooses the currency iyzico pays the merchant in (marketplace mode only): TRY, or a
 * currency with an approved account. Recorded with the registration's next version and audited
 * in one transaction; the sub-merchants worker sends `currency` and that currency's IBAN to
 * iyzico afterwards (sync.ts), never inside it. Choosing the current currency changes nothing.
 */
export async function chooseSettlementCurrency(
  ctx: AppContext,
  actor: MerchantActor,
  currency: SettlementCurrency,
): Promise<MarketplacePayouts> {
  if (!isMarketplace(ctx.env)) throw new AppError('settlement_currency_marketplace_only');
  const { merchantId } = actor;
  await ctx.db.transaction(async (tx) => {
    const before = (await findSubMerchant(tx, merchantId))?.settlementCurrency ?? 'TRY';
    if (before === currency) return;
    // Written first, so an admin's approval removing this account waits for us (lockSubMerchant)
    // or has committed before the account is read below.
    await requestSubMerchantSync(tx, merchantId, ctx.clock.now(), currency);
    const account = await findPayoutAccount(tx, merchantId);
    if (!account) throw new AppError('payout_account_missing');
    if (!settlementCurrenciesOf(account).includes(currency))
      throw new AppError('settlement_account_missing', { currency });
    await recordAudit(tx, {
      ...merchantAuditFields(actor, merchantId),
      action: 'merchant.settlement_currency_changed',
      details: { before: shown(account, before), after: shown(account, currency) },
    });
  });
  return marketplacePayoutsOf(ctx, merchantId);
}

/**
 * An admin approved a change of a currency's account (currency-iban-changes): when iyzico pays the
 * merchant in that currency, it must hear of the new IBAN; when the account was removed, iyzico
 * pays in TRY to the lira account from now on (audited). Called in the approving transaction.
 */
export async function noteSettlementAccountChange(
  ctx: AppContext,
  tx: Executor,
  actor: Actor,
  change: { merchantId: string; currency: LinkCurrency; iban: string | null },
): Promise<void> {
  if (!isMarketplace(ctx.env)) return;
  const row = await lockSubMerchant(tx, change.merchantId);
  if (row?.settlementCurrency !== change.currency) return;
  const now = ctx.clock.now();
  if (change.iban) return requestSubMerchantSync(tx, change.merchantId, now);
  await requestSubMerchantSync(tx, change.merchantId, now, 'TRY');
  await recordAudit(tx, {
    ...merchantAuditFields(actor, change.merchantId),
    action: 'merchant.settlement_currency_changed',
    details: {
      before: { currency: change.currency },
      after: { currency: 'TRY' },
      reason: 'account_removed',
    },
  });
}
