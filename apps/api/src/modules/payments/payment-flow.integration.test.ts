import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { countingSandbox, testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { events } from '../../db/schema/events.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { payments } from '../../db/schema/payments.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { reconcilePayments } from './reconciler.ts';
import { recordOutcome } from './record-outcome.ts';

const provider = countingSandbox();
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ provider: provider.build, clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  provider.hooks.beforeCharge = undefined;
  provider.hooks.afterCharge = undefined;
  for (const call of Object.keys(provider.calls) as (keyof typeof provider.calls)[]) provider.calls[call] = 0;
});

async function newLink() {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const link = await createLink(t.app, sme.cookie, { amount: 5_000, currency: 'EUR' });
  return { sme, link };
}

async function paymentRow(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

async function eventsOf(paymentId: string) {
  const rows = await t.database.db.select().from(events);
  return rows.filter((row) => (row.data as { id?: string }).id === paymentId).map((row) => row.type);
}

async function ledgerOf(paymentId: string) {
  return t.database.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'payment'), eq(ledgerTransactions.referenceId, paymentId)));
}

/** Runs the reconciler after the payment's time is up. */
async function reconcileLater(seconds: number) {
  clock.advance(seconds * 1000 + 1);
  await reconcilePayments(t.app.ctx);
}

describe('the three steps of a payment', () => {
  it('records the payment processing before the acquirer is called, then its outcome', async () => {
    const { link } = await newLink();
    let seen: string | undefined;
    provider.hooks.beforeCharge = async () => {
      const [row] = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
      seen = row?.status;
    };
    const response = await pay(t.app, link.code);
    expect(response.json()).toMatchObject({ status: 'succeeded', action: null });
    expect(seen).toBe('processing');
    const row = await paymentRow(response.json().paymentId);
    expect(row).toMatchObject({ status: 'succeeded', fee: 175, net: 4_825, threeDsNonce: null });
    expect(row?.receiptToken).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(await eventsOf(row?.id ?? '')).toEqual(['payment.succeeded']);
    expect(await ledgerOf(row?.id ?? '')).toHaveLength(1);
  });

  it('writes no ledger entries for a declined payment and emits payment.failed once', async () => {
    const { link } = await newLink();
    const response = await pay(t.app, link.code, { cardNumber: '4000 0000 0000 0002' });
    const { paymentId } = response.json();
    expect(response.json()).toMatchObject({ status: 'failed', declineCode: 'card_declined' });
    expect(await ledgerOf(paymentId)).toHaveLength(0);
    expect(await eventsOf(paymentId)).toEqual(['payment.failed']);
  });
});

describe('retrying with the same Idempotency-Key', () => {
  it('never reaches the acquirer again after the payment', async () => {
    const { link } = await newLink();
    const first = await pay(t.app, link.code, {}, 'same-key-after');
    const again = await pay(t.app, link.code, {}, 'same-key-after');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(provider.calls.charge).toBe(1);
  });

  it('answers the pending state while the first request is still at the acquirer', async () => {
    const { link } = await newLink();
    let release: () => void = () => {};
    let reached: () => void = () => {};
    const atAcquirer = new Promise<void>((resolve) => {
      reached = resolve;
    });
    provider.hooks.beforeCharge = () =>
      new Promise<void>((resolve) => {
        release = resolve;
        reached();
      });
    const first = pay(t.app, link.code, {}, 'same-key-during');
    await atAcquirer;
    const during = await pay(t.app, link.code, {}, 'same-key-during');
    expect(during.statusCode).toBe(200);
    expect(during.json()).toMatchObject({ status: 'processing', declineCode: null, receiptToken: null });
    release();
    expect((await first).json()).toMatchObject({ status: 'succeeded' });
    const after = await pay(t.app, link.code, {}, 'same-key-during');
    expect(after.json()).toMatchObject({ status: 'succeeded' });
    expect(provider.calls.charge).toBe(1);
  });

  it('still refuses the same key with another card (422)', async () => {
    const { link } = await newLink();
    await pay(t.app, link.code, {}, 'same-key-other-body');
    const other = await pay(t.app, link.code, { cardholderName: 'Someone Else' }, 'same-key-other-body');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_error');
    expect(provider.calls.charge).toBe(1);
  });
});

describe('the reconciler', () => {
  it('records a charge whose answer was lost exactly once, with its ledger entries', async () => {
    const { link } = await newLink();
    provider.hooks.afterCharge = async () => {
      throw new ProviderUnavailableError('timeout after the charge');
    };
    const response = await pay(t.app, link.code, {}, 'lost-answer');
    expect(response.json()).toMatchObject({ status: 'processing' });
    const { paymentId } = response.json();
    expect(await eventsOf(paymentId)).toEqual([]);
    provider.hooks.afterCharge = undefined;

    // Not yet due: nothing happens.
    await reconcilePayments(t.app.ctx);
    expect((await paymentRow(paymentId))?.status).toBe('processing');

    await reconcileLater(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS);
    expect((await paymentRow(paymentId))?.status).toBe('succeeded');
    await reconcileLater(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS);
    expect(await eventsOf(paymentId)).toEqual(['payment.succeeded']);
    expect(await ledgerOf(paymentId)).toHaveLength(1);
    expect(provider.calls.charge).toBe(1);
    const retried = await pay(t.app, link.code, {}, 'lost-answer');
    expect(retried.json()).toMatchObject({ status: 'succeeded', paymentId });
    expect(provider.calls.charge).toBe(1);
  });

  it('fails a payment that never reached the acquirer, charging nothing', async () => {
    const { link } = await newLink();
    provider.hooks.beforeCharge = async () => {
      throw new ProviderUnavailableError('connection refused');
    };
    const response = await pay(t.app, link.code);
    const { paymentId } = response.json();
    provider.hooks.beforeCharge = undefined;
    await reconcileLater(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', declineCode: 'processing_error' });
    expect(await eventsOf(paymentId)).toEqual(['payment.failed']);
    expect(await ledgerOf(paymentId)).toHaveLength(0);
    expect(provider.calls).toMatchObject({ charge: 1, retrieve: 1 });
  });

  it('leaves a payment alone while the acquirer cannot be reached', async () => {
    const { link } = await newLink();
    provider.hooks.afterCharge = async () => {
      throw new ProviderUnavailableError('timeout');
    };
    const { paymentId } = (await pay(t.app, link.code)).json();
    provider.hooks.afterCharge = undefined;
    const ctx = { ...t.app.ctx };
    ctx.paymentProvider = {
      ...t.app.ctx.paymentProvider,
      retrieve: async () => {
        throw new ProviderUnavailableError('still down');
      },
    };
    clock.advance(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000 + 1);
    await reconcilePayments(ctx);
    expect((await paymentRow(paymentId))?.status).toBe('processing');
    await reconcileLater(120);
    expect((await paymentRow(paymentId))?.status).toBe('succeeded');
  });
});

describe('recording outcomes', () => {
  it('never moves a final payment, so its event is written once', async () => {
    const { link } = await newLink();
    const { paymentId } = (await pay(t.app, link.code)).json();
    const after = await recordOutcome(t.app.ctx, paymentId, {
      status: 'failed',
      declineCode: 'card_declined',
    });
    expect(after.status).toBe('succeeded');
    await recordOutcome(t.app.ctx, paymentId, { status: 'succeeded', providerPaymentId: 'x' });
    expect(await eventsOf(paymentId)).toEqual(['payment.succeeded']);
    expect(await ledgerOf(paymentId)).toHaveLength(1);
  });

  it('records one outcome when two recorders race', async () => {
    const { link } = await newLink();
    provider.hooks.afterCharge = async () => {
      throw new ProviderUnavailableError('timeout');
    };
    const { paymentId } = (await pay(t.app, link.code)).json();
    provider.hooks.afterCharge = undefined;
    await Promise.all([
      recordOutcome(t.app.ctx, paymentId, { status: 'succeeded', providerPaymentId: 'a' }),
      recordOutcome(t.app.ctx, paymentId, { status: 'succeeded', providerPaymentId: 'a' }),
      recordOutcome(t.app.ctx, paymentId, { status: 'failed', declineCode: 'processing_error' }),
    ]);
    const types = await eventsOf(paymentId);
    expect(types).toHaveLength(1);
    expect(await ledgerOf(paymentId)).toHaveLength(types[0] === 'payment.succeeded' ? 1 : 0);
  });
});
