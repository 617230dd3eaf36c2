import { createId } from '@kopru/domain/ids';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant } from '../../test/factories.ts';
import { createTestApp, type TestApp, testDbKind } from '../../test/test-app.ts';
import { insertEmail, type NewEmail } from '../modules/email/repository.ts';
import { recordEvent } from '../modules/events/repository.ts';
import { claimResource, findClaim } from '../modules/idempotency/repository.ts';
import { ledgerPosting } from '../modules/ledger/repository.ts';
import { findPayableLinkForPayment } from '../modules/payment-links/repository.ts';
import {
  findPaymentById,
  insertPayment,
  lockPaymentForOutcome,
  updatePayment,
} from '../modules/payments/repository.ts';
import { writeSucceededPayment } from '../modules/payments/success-statement.ts';
import type { Executor } from './client.ts';
import { emails } from './schema/emails.ts';
import { events } from './schema/events.ts';
import { ledgerTransactions } from './schema/ledger-transactions.ts';
import type { PaymentRow } from './schema/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

class RolledBack extends Error {}

function receiptRow(): NewEmail {
  return {
    id: createId('eml'),
    toAddress: 'payer@example.com',
    locale: 'en',
    template: 'paymentReceipt',
    subject: 'Receipt',
    textBody: 'text',
    htmlBody: '<p>html</p>',
    status: 'stored',
  };
}

function postedFor(db: Executor, referenceId: string) {
  return db.select().from(ledgerTransactions).where(eq(ledgerTransactions.referenceId, referenceId));
}

/** A payment as the payment path inserts it (modules/payments/service.ts). */
function newPayment(merchantId: string, linkId: string, now: Date) {
  return {
    id: createId('pay'),
    merchantId,
    linkId,
    description: 'Hand-woven kilim',
    amount: 10_000,
    quantity: 1,
    payerDetails: {
      name: null,
      phone: '+90 555 000 00 00',
      company: null,
      taxId: null,
      billingAddress: null,
      shippingAddress: null,
    },
    currency: 'USD' as const,
    fee: 0,
    net: 0,
    status: 'processing' as const,
    cardBrand: 'visa',
    cardLast4: '4242',
    cardholderName: 'Test Payer',
    payerEmail: 'payer@example.com',
    payerLocale: 'en' as const,
    provider: 'sandbox',
    threeDsNonce: 'nonce',
    reconcileAfter: now,
    statusChangedAt: now,
    createdAt: now,
  };
}

describe('statements built once (db/prepared.ts)', () => {
  it('run inside the transaction they are given, even when first built on the database: a rollback leaves nothing', async () => {
    const { db } = t.database;
    const merchant = await createVerifiedMerchant(t.app, db);
    const merchantId = merchant.merchantId ?? '';
    const link = await createLink(t.app, merchant.cookie);
    const now = new Date();
    // Built and run on the database first: committed.
    const committed = { scope: 'test:prepared', key: createId('key'), requestHash: 'h', now };
    expect(await claimResource(db, { ...committed, resourceId: 'pay_committed' })).toBe('claimed');
    expect(await claimResource(db, { ...committed, resourceId: 'pay_other' })).toBe('used');
    expect((await findClaim(db, committed.scope, committed.key))?.resourceId).toBe('pay_committed');

    const payment = newPayment(merchantId, link.id, now);
    const claim = { scope: 'test:prepared', key: createId('key'), requestHash: 'h', now };
    const rolledBack = db.transaction(async (tx) => {
      expect(await claimResource(tx, { ...claim, resourceId: payment.id })).toBe('claimed');
      const found = await findPayableLinkForPayment(tx, link.code, now);
      expect(found?.link.id).toBe(link.id);
      await insertPayment(tx, payment);
      const locked = await lockPaymentForOutcome(tx, payment.id);
      expect(locked?.current.status).toBe('processing');
      const moved = await updatePayment(tx, payment.id, { status: 'failed', declineCode: 'card_declined' });
      expect(moved?.status).toBe('failed');
      await recordEvent(tx, { merchantId, type: 'payment.failed', data: { id: payment.id }, createdAt: now });
      await insertEmail(tx, receiptRow());
      // The success's one statement (payments/success-statement.ts): the row it writes is the
      // row computed in the process.
      if (!moved) throw new Error('not moved');
      const succeeded: PaymentRow = {
        ...moved,
        status: 'succeeded',
        statusChangedAt: now,
        providerPaymentId: 'sbx_prepared',
        action: null,
        threeDsNonce: null,
        reconcileAfter: null,
        declineCode: null,
        fee: 320,
        net: 9_680,
        receiptToken: 'receipt-token',
        availableAt: now,
        settledAt: now,
        linkCountPending: true,
        exportRecordPending: true,
      };
      await writeSucceededPayment(tx, {
        payment: succeeded,
        event: { id: createId('evt'), data: { id: payment.id } },
        email: receiptRow(),
        posting: ledgerPosting({
          kind: 'payment',
          referenceId: payment.id,
          at: now,
          lines: [
            { merchantId: null, type: 'acquirer_clearing', currency: 'USD', amount: -10_000 },
            { merchantId: null, type: 'fees', currency: 'USD', amount: 320 },
            { merchantId, type: 'available', currency: 'USD', amount: 9_680 },
          ],
        }),
      });
      expect(await findPaymentById(tx, payment.id)).toEqual(succeeded);
      expect(await postedFor(tx, payment.id)).toHaveLength(1);
      // Seen by the transaction's own reads.
      expect((await findClaim(tx, claim.scope, claim.key))?.resourceId).toBe(payment.id);
      if (testDbKind === 'postgres') {
        // Not committed: another connection does not see it, so it was written on the transaction's.
        expect(await findClaim(db, claim.scope, claim.key)).toBeUndefined();
        expect(await findPaymentById(db, payment.id)).toBeUndefined();
      }
      throw new RolledBack();
    });
    await expect(rolledBack).rejects.toBeInstanceOf(RolledBack);

    expect(await findClaim(db, claim.scope, claim.key)).toBeUndefined();
    expect(await findPaymentById(db, payment.id)).toBeUndefined();
    const paymentEvents = await db
      .select()
      .from(events)
      .where(and(eq(events.merchantId, merchantId), eq(events.type, 'payment.failed')));
    expect(paymentEvents).toEqual([]);
    expect(await db.select().from(emails).where(eq(emails.toAddress, 'payer@example.com'))).toEqual([]);
    expect(await postedFor(db, payment.id)).toEqual([]);
    expect(
      await db
        .select()
        .from(events)
        .where(and(eq(events.merchantId, merchantId), eq(events.type, 'payment.succeeded'))),
    ).toEqual([]);
    expect((await findClaim(db, committed.scope, committed.key))?.resourceId).toBe('pay_committed');
  });

  it('keep the values of each run apart: two payments with different columns and values', async () => {
    const { db } = t.database;
    const merchant = await createVerifiedMerchant(t.app, db);
    const link = await createLink(t.app, merchant.cookie);
    const now = new Date();
    const first = newPayment(merchant.merchantId ?? '', link.id, now);
    const second = { ...newPayment(merchant.merchantId ?? '', link.id, now), payerEmail: null, amount: 25 };
    const { payerDetails: _, ...withoutDetails } = second;
    await insertPayment(db, first);
    await insertPayment(db, withoutDetails);
    expect(await findPaymentById(db, first.id)).toMatchObject({
      amount: 10_000,
      payerDetails: first.payerDetails,
      payerEmail: 'payer@example.com',
    });
    expect(await findPaymentById(db, second.id)).toMatchObject({ amount: 25, payerEmail: null });
  });
});
