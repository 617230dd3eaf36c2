// The statements the payment endpoint runs for one successful payment, issued directly through
// the driver: the baseline the API is compared with.
import { randomBytes } from 'node:crypto';
import { newReference } from '@kopru/domain/references';
import type { Target } from './setup.ts';

export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

async function onePayment(db: SqlRunner, target: Target) {
  const key = id('bench');
  await db.query(
    `insert into idempotency_keys (scope, key, request_hash, status) values ($1, $2, $3, 'in_progress') on conflict do nothing returning key`,
    [`checkout:${target.code}`, key, 'hash'],
  );
  await db.query('begin');
  try {
    await db.query(
      `select pl.*, m.company_name from payment_links pl join merchants m on m.id = pl.merchant_id
       where pl.code = $1 and pl.active and m.verification_status = 'verified' and m.suspended_at is null limit 1
       for share of pl`,
      [target.code],
    );
    const paymentId = id('pay');
    await db.query(
      `insert into payments (id, reference, merchant_id, link_id, description, amount, currency, fee, net, status, decline_code, card_brand, card_last4, cardholder_name, provider, available_at, settled_at, link_count_pending, created_at)
       values ($1, $4, $2, $3, 'Bench item', 10000, 'USD', 320, 9680, 'succeeded', null, 'visa', '4242', 'Bench Payer', 'sandbox', now(), now(), true, now())
       on conflict (reference) do nothing returning *`,
      [paymentId, target.merchantId, target.linkId, newReference('TX')],
    );
    // The event and its webhook deliveries (none here: the bench merchant has no endpoint).
    await db.query(
      `with inserted as (
         insert into events (id, merchant_id, type, data, created_at) values ($1, $2, 'payment.succeeded', $3, now()) returning id)
       insert into webhook_deliveries (id, endpoint_id, merchant_id, event_id, event_type, payload, status, next_attempt_at, created_at, updated_at)
       select 'wd_' || replace(gen_random_uuid()::text, '-', ''), e.id, e.merchant_id, inserted.id, 'payment.succeeded', $3, 'pending', now(), now(), now()
       from webhook_endpoints e, inserted where e.merchant_id = $2 and e.enabled and 'payment.succeeded' = any(e.events)`,
      [id('evt'), target.merchantId, JSON.stringify({ id: paymentId, amount: 10000 })],
    );
    const available = `acct_${target.merchantId}_available_USD`;
    await db.query(
      `with accounts as (
         insert into ledger_accounts (id, merchant_id, type, currency, balance) values
         ('acct_platform_acquirer_clearing_USD', null, 'acquirer_clearing', 'USD', 0),
         ('acct_platform_fees_USD', null, 'fees', 'USD', 0), ($1, $2, 'available', 'USD', 0) on conflict do nothing),
       ledger_transaction as (insert into ledger_transactions (id, kind, reference_id, created_at) values ($3, 'payment', $4, now())),
       entries as (insert into ledger_entries (transaction_id, account_id, currency, amount, created_at) values
       ($3, 'acct_platform_acquirer_clearing_USD', 'USD', -10000, now()), ($3, 'acct_platform_fees_USD', 'USD', 320, now()), ($3, $1, 'USD', 9680, now())
       returning id, account_id, amount)
       insert into ledger_unapplied_credits (entry_id, account_id, amount) select id, account_id, amount from entries where account_id = $1`,
      [available, target.merchantId, id('ltx'), paymentId],
    );
    // The credit updates no balance row and the link's count no link row (decision 004).
    await db.query(
      `update idempotency_keys set status = 'completed', response_status = 200, response_body = $3, completed_at = now() where scope = $1 and key = $2`,
      [`checkout:${target.code}`, key, JSON.stringify({ status: 'succeeded' })],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** Runs payments on every runner in parallel (one loop per connection) for `seconds`, each on a random target. */
export async function rawPaymentLoop(
  runners: SqlRunner[],
  targets: Target[],
  seconds: number,
): Promise<{ perSecond: number; payments: number }> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    runners.map(async (runner) => {
      while (Date.now() < deadline) {
        await onePayment(runner, targets[Math.floor(Math.random() * targets.length)] as Target);
        done++;
      }
    }),
  );
  return { perSecond: done / seconds, payments: done };
}
