import { type MemberRole, memberRoles } from '@kopru/domain/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputesOf, paidWithDisputeCard, runDisputesWorker } from '../../../test/dispute-helpers.ts';
import { createVerifiedMerchant, fundMerchant, type SignedIn } from '../../../test/factories.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { refund } from '../../../test/refund-helpers.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEndpoint, type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';
import { deliverDueWebhooks } from '../webhooks/delivery.ts';

type Detail = {
  payer: unknown;
  payment: Record<string, unknown>;
  timeline: { type: string }[];
  refunds: unknown[] | null;
  disputes: unknown[] | null;
  ledger: { kind: string }[];
  webhookDeliveries: { eventType: string }[] | null;
};

/** What each role reads of a payment with a refund, a dispute and webhook deliveries (team.ts). */
const reads: Record<MemberRole, { refunds: boolean; disputes: boolean; webhooks: boolean; payer: boolean }> =
  {
    owner: { refunds: true, disputes: true, webhooks: true, payer: true },
    admin: { refunds: true, disputes: true, webhooks: true, payer: true },
    developer: { refunds: false, disputes: false, webhooks: true, payer: false },
    finance: { refunds: true, disputes: true, webhooks: false, payer: true },
    support: { refunds: true, disputes: true, webhooks: false, payer: true },
    viewer: { refunds: true, disputes: true, webhooks: false, payer: true },
  };

describe('the transaction detail leaves out what the member’s role does not read', () => {
  let t: TestApp;
  let receiver: Receiver;
  let owner: SignedIn;
  let paymentId: string;
  const clock = testClock(new Date('2026-11-03T09:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '400' } });
    receiver = await startReceiver();
    receiver.respond((_request, response) => {
      response.writeHead(200).end('ok');
    });
    // A payment refunded in part, then disputed, with its events delivered to an endpoint.
    owner = await createVerifiedMerchant(t.app, t.database.db);
    await createEndpoint(t.app, owner.cookie, {
      url: receiver.url,
      events: ['payment.succeeded', 'refund.created', 'refund.succeeded', 'dispute.created'],
    });
    await fundMerchant(t.app, owner.cookie, { amount: 50_000 });
    paymentId = await paidWithDisputeCard(t.app, owner.cookie);
    await refund(t.app, owner.cookie, paymentId, { amount: 1_000, reason: 'duplicate' });
    clock.advance(61_000);
    await runDisputesWorker(t.app);
    expect((await disputesOf(t.app, owner.cookie)).map((d) => d.paymentId)).toContain(paymentId);
    while ((await deliverDueWebhooks(t.app.ctx, { random: () => 0.5 })) > 0);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  async function detailAs(role: MemberRole): Promise<Detail> {
    const cookie =
      role === 'owner'
        ? owner.cookie
        : (await addMember(t.app, t.database.db, owner.merchantId ?? '', role)).cookie;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paymentId}/detail`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it.each(memberRoles)('as %s', async (role) => {
    const detail = await detailAs(role);
    const read = reads[role];
    const types = detail.timeline.map((entry) => entry.type);
    const kinds = new Set(detail.ledger.map((line) => line.kind));

    expect(detail.refunds === null).toBe(!read.refunds);
    if (read.refunds) expect(detail.refunds).toHaveLength(1);
    expect(types.some((type) => type.startsWith('refund_'))).toBe(read.refunds);
    expect(kinds.has('refund')).toBe(read.refunds);

    expect(detail.disputes === null).toBe(!read.disputes);
    if (read.disputes) expect(detail.disputes).toHaveLength(1);
    expect(types.includes('dispute_created')).toBe(read.disputes);
    expect([...kinds].some((kind) => kind.startsWith('dispute'))).toBe(read.disputes);

    // The payment's own entries are there for every role (payments.read).
    expect(types.slice(0, 2)).toEqual(['created', 'succeeded']);
    expect(kinds.has('payment')).toBe(true);

    expect(detail.webhookDeliveries === null).toBe(!read.webhooks);
    if (read.webhooks) {
      const delivered = (detail.webhookDeliveries ?? []).map((d) => d.eventType).sort();
      expect(delivered).toEqual(
        read.refunds
          ? ['dispute.created', 'payment.succeeded', 'refund.created', 'refund.succeeded']
          : ['payment.succeeded'],
      );
    }

    expect(detail.payer === null).toBe(!read.payer);
    expect('payerDetails' in detail.payment).toBe(read.payer);
  });
});
