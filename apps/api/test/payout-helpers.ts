import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import {
  merchantAccountDrift,
  merchantBalances,
  platformBalances,
  unbalancedTransactions,
} from '../src/modules/ledger/repository.ts';

export function requestPayout(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/merchant/payouts',
    headers: { cookie, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

export function cancelPayout(app: FastifyInstance, cookie: string, id: string) {
  return app.inject({ method: 'POST', url: `/api/merchant/payouts/${id}/cancel`, headers: { cookie } });
}

export type AdminPayoutAction = 'approve' | 'mark-paid' | 'reject' | 'mark-failed';

export function decidePayout(
  app: FastifyInstance,
  cookie: string,
  id: string,
  action: AdminPayoutAction,
  body?: Record<string, unknown>,
) {
  const payload =
    body ??
    (action === 'mark-paid'
      ? { bankReference: 'TRX-2026-000042' }
      : action === 'approve'
        ? undefined
        : { reason: 'The account holder does not match the company name.' });
  return app.inject({
    method: 'POST',
    url: `/api/admin/payouts/${id}/${action}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

/** A merchant's balances in one currency, and the platform's payouts clearing account. */
export async function ledgerOf(db: Database, merchantId: string, currency = 'USD') {
  const rows = await merchantBalances(db, merchantId);
  const of = (type: string) => rows.find((r) => r.currency === currency && r.type === type)?.balance ?? 0;
  const platform = await platformBalances(db);
  return {
    available: of('available'),
    reserved: of('payout_reserved'),
    payoutsClearing:
      platform.find((p) => p.type === 'payouts_clearing' && p.currency === currency)?.balance ?? 0,
  };
}

/** Every ledger transaction sums to zero and every stored merchant balance equals its entries. */
export async function expectLedgerConsistent(db: Database, merchantIds: string[]) {
  const unbalanced = await unbalancedTransactions(db);
  if (unbalanced.length > 0) throw new Error(`unbalanced ledger transactions: ${JSON.stringify(unbalanced)}`);
  for (const account of await merchantAccountDrift(db, merchantIds)) {
    if (account.balance !== account.entries)
      throw new Error(
        `account ${account.id} holds ${account.balance} but its entries sum to ${account.entries}`,
      );
    // What a merchant owes after a dispute (docs/disputes.md) is the one account kept below zero.
    const owedAccount = account.id.includes('_negative_balance_');
    if (owedAccount ? account.balance > 0 : account.balance < 0)
      throw new Error(`account ${account.id} is on the wrong side of zero: ${account.balance}`);
  }
}
