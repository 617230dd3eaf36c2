import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { accountId } from '../ledger/repository.ts';

/**
 * Gives a payout its statement, inside the payout's transaction and after its reservation
 * (docs/decisions/007-payout-statements-by-assignment.md): what the earlier statements of the
 * merchant's `available` account in this currency left in it is carried in, and every entry of
 * the account not yet on a statement (the payout's own reservation among them) becomes this
 * payout's. The reservation holds the account's row lock until the commit, so a second payout of
 * the same account runs this after the first one committed, and sees its rows.
 */
export async function assignStatement(
  tx: Transaction,
  payout: { id: string; merchantId: string; currency: string },
  at: Date,
): Promise<void> {
  const account = accountId(payout.merchantId, 'available', payout.currency);
  // One statement: the carried-in sum reads the rows as they were before the insert below.
  await tx.execute(sql`
    with carried as (
      select coalesce(sum(e.amount), 0)::bigint as amount
      from payout_statement_items i join ledger_entries e on e.id = i.ledger_entry_id
      where e.account_id = ${account}
    ), statement as (
      insert into payout_statements (payout_id, merchant_id, currency, carried_in, created_at)
      select ${payout.id}, ${payout.merchantId}, ${payout.currency}, amount, ${at.toISOString()} from carried
    )
    insert into payout_statement_items (ledger_entry_id, payout_id)
    select e.id, ${payout.id} from ledger_entries e
    where e.account_id = ${account}
      and not exists (select 1 from payout_statement_items i where i.ledger_entry_id = e.id)
    on conflict do nothing`);
}
