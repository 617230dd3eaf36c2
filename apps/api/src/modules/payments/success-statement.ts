import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { emailCteValues, emailInsertCte, type NewEmail } from '../email/repository.ts';
import { type PostingShape, postingCtes } from '../ledger/repository.ts';
import { eventWithDeliveriesCtes, eventWithDeliveriesValues } from '../webhooks/repository.ts';

/**
 * A succeeded payment's writes as ONE statement (record-outcome.ts recordSuccess): the payment's
 * update, its `payment.succeeded` event with the webhook deliveries, the payer's receipt e-mail and
 * the ledger posting (accounts, transaction, entries, unapplied credit), each a data-modifying
 * common table expression.
 *
 * Why one statement: they were five round trips inside the outcome's transaction, and on the
 * payment path socket writes, one per statement, were the largest part of the API's busy CPU
 * (docs/performance.md); each round trip also holds the payment's row lock a little longer. None
 * of these writes reads another's result: the payment's row after the update, the event's data
 * and the e-mail are computed in the process from the locked row, so they can travel together.
 * PostgreSQL runs every data-modifying CTE exactly once, all or nothing, and checks the foreign
 * keys between them (deliveries -> event, entries -> transaction and accounts) at the end of the
 * statement. Built once per shape (with or without an e-mail, the posting's number of lines) as a
 * named prepared statement (db/prepared.ts); the same text runs on PGlite.
 */
const succeededPaymentUpdate = sql`
    succeeded_payment as (
      update payments set
        status = ${sql.placeholder('paymentStatus')},
        status_changed_at = ${sql.placeholder('paymentStatusChangedAt')},
        provider_payment_id = ${sql.placeholder('paymentProviderId')},
        action = null, three_ds_nonce = null, reconcile_after = null, decline_code = null,
        fee = ${sql.placeholder('paymentFee')},
        net = ${sql.placeholder('paymentNet')},
        receipt_token = ${sql.placeholder('paymentReceiptToken')},
        available_at = ${sql.placeholder('paymentAvailableAt')},
        settled_at = ${sql.placeholder('paymentSettledAt')},
        reserve_release_at = ${sql.placeholder('paymentReserveReleaseAt')},
        link_count_pending = ${sql.placeholder('paymentLinkCountPending')},
        export_record_pending = ${sql.placeholder('paymentExportRecordPending')}
      where id = ${sql.placeholder('paymentId')}
      returning id
    )`;

function succeededPaymentSql(db: Executor, withEmail: boolean, posting: PostingShape): SQL {
  const email = withEmail ? sql`, ${emailInsertCte}` : sql``;
  return sql`with ${succeededPaymentUpdate}, ${eventWithDeliveriesCtes}${email}, ${postingCtes(db, posting)}
    select id from succeeded_payment`;
}

const statements = new Map<
  string,
  (executor: Executor, values: Record<string, unknown>) => Promise<unknown[]>
>();

function statementFor(withEmail: boolean, posting: PostingShape) {
  const shape = `${withEmail ? 'email' : 'no_email'}_${posting.lineCount}_${posting.creditedCount}_${posting.withAt ? 'at' : 'now'}`;
  let statement = statements.get(shape);
  if (!statement) {
    statement = preparedSql(`payment_succeeded_${shape}`, (db) =>
      succeededPaymentSql(db, withEmail, posting),
    );
    statements.set(shape, statement);
  }
  return statement;
}

/**
 * Writes `payment` as it is after its success (the fields this statement sets, computed by the
 * caller), its event, the receipt e-mail when there is one, and the posting (ledger/repository.ts
 * ledgerPosting), in the caller's transaction; the caller holds the payment's lock.
 */
export async function writeSucceededPayment(
  db: Executor,
  {
    payment,
    event,
    email,
    posting,
  }: {
    payment: PaymentRow;
    event: { id: string; data: Record<string, unknown> };
    email: NewEmail | undefined;
    posting: { shape: PostingShape; values: Record<string, unknown> };
  },
): Promise<void> {
  const rows = await statementFor(email !== undefined, posting.shape)(db, {
    paymentId: payment.id,
    paymentStatus: payment.status,
    paymentStatusChangedAt: payment.statusChangedAt,
    paymentProviderId: payment.providerPaymentId,
    paymentFee: payment.fee,
    paymentNet: payment.net,
    paymentReceiptToken: payment.receiptToken,
    paymentAvailableAt: payment.availableAt,
    paymentSettledAt: payment.settledAt,
    paymentReserveReleaseAt: payment.reserveReleaseAt,
    paymentLinkCountPending: payment.linkCountPending,
    paymentExportRecordPending: payment.exportRecordPending,
    ...eventWithDeliveriesValues({
      id: event.id,
      merchantId: payment.merchantId,
      type: 'payment.succeeded',
      data: event.data,
      createdAt: payment.statusChangedAt,
    }),
    ...(email ? emailCteValues(email) : {}),
    ...posting.values,
  });
  if (rows.length !== 1) throw new Error(`payment ${payment.id} not found`);
}
