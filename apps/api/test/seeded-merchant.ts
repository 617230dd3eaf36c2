import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { payments } from '../src/db/schema/payments.ts';
import {
  disputesOf,
  evidenceForm,
  paidWithDisputeCard,
  runDisputesWorker,
  submitEvidence,
} from './dispute-helpers.ts';
import {
  createAdmin,
  createApiKey,
  createKycApprovedMerchant,
  createLink,
  latestEmailTo,
  pay,
  type SignedIn,
  uniqueEmail,
} from './factories.ts';
import { solidPng } from './image-fixtures.ts';
import { fixtures } from './kyc-helpers.ts';
import { requestPayout } from './payout-helpers.ts';
import { paidPayment, refund } from './refund-helpers.ts';
import { createEndpoint } from './webhook-helpers.ts';

/** The sandbox card whose payment waits for the payer at 3-D Secure (packages/domain/src/test-cards.ts). */
const threeDsCard = '4000 0027 6000 3184';

async function json(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`seed: no ${what}`);
  return value;
}

/**
 * A KYC-approved merchant with one of everything a GET can name: a link, a paid, a refunded and a
 * 3-D Secure payment, a payout, a dispute with an evidence PNG, a webhook endpoint, an API key,
 * an event, a pending invitation, a receipt and a brand logo; and an admin. `clock` must be movable (the
 * sandbox disputes its test card a minute after the payment).
 */
export async function seedMerchant(app: FastifyInstance, db: Database, clock: { advance(ms: number): void }) {
  const admin = await createAdmin(app, db);
  const sme = await createKycApprovedMerchant(app, db);
  const cookie = { cookie: sme.cookie };
  const link = await createLink(app, sme.cookie);
  const paymentId = await paidPayment(app, sme.cookie, { amount: 100_000 });
  const refunded = await refund(app, sme.cookie, paymentId, { amount: 5_000, reason: 'other' });
  if (refunded.statusCode !== 201) throw new Error(`refund: ${refunded.body}`);
  const threeDs = (await pay(app, link.code, { cardNumber: threeDsCard })).json();
  if (threeDs.status !== 'requires_action') throw new Error(`3-D Secure payment: ${JSON.stringify(threeDs)}`);
  const payout = await requestPayout(app, sme.cookie, { amount: 50_000, currency: 'USD' });
  if (payout.statusCode !== 201) throw new Error(`payout: ${payout.body}`);

  await paidWithDisputeCard(app, sme.cookie);
  clock.advance(61_000);
  await runDisputesWorker(app);
  const dispute = must((await disputesOf(app, sme.cookie))[0], 'dispute');
  const evidence = await submitEvidence(
    app,
    sme.cookie,
    dispute.id,
    evidenceForm('Shipped.', [fixtures.png]),
  );
  if (evidence.statusCode >= 300) throw new Error(`evidence: ${evidence.body}`);
  const disputed = await json(app, `/api/merchant/disputes/${dispute.id}`, cookie);

  const webhook = await createEndpoint(app, sme.cookie, { url: 'https://hooks.example.com/kopru' });
  const apiKey = await createApiKey(app, sme.cookie);
  const events = await json(app, '/v1/events', { authorization: `Bearer ${apiKey.secret}` });
  const kyc = await json(app, '/api/kyc', cookie);
  const exportRecords = await json(app, '/api/merchant/export-records', cookie);
  const invitationToken = await invite(app, db, sme);
  const logo = await uploadBrandLogo(app, sme.cookie);
  const [paid] = await db.select().from(payments).where(eq(payments.id, paymentId));

  return {
    admin,
    sme: { ...sme, secret: apiKey.secret },
    threeDsPaymentId: threeDs.paymentId as string,
    month: must(exportRecords.data[0]?.saleDate as string | undefined, 'export record').slice(0, 7),
    /** Sample ids by the path segment before the parameter (`/payouts/{id}` -> the payout). */
    ids: {
      'payment-links': link.id,
      payment_links: link.id,
      links: link.code,
      payments: paymentId,
      refunds: (refunded.json() as { id: string }).id,
      payouts: (payout.json() as { id: string }).id,
      disputes: dispute.id,
      files: must(disputed.evidenceFiles[0]?.id as string | undefined, 'evidence file'),
      documents: must(kyc.submission?.documents[0]?.id as string | undefined, 'KYC document'),
      webhooks: webhook.endpoint.id,
      webhook_endpoints: webhook.endpoint.id,
      events: must(events.data[0]?.id as string | undefined, 'event'),
      users: sme.userId,
      merchants: sme.merchantId,
      invitations: invitationToken,
      receipts: must(paid?.receiptToken, 'receipt token'),
      'brand-logos': logo,
    } as Record<string, string>,
  };
}

async function invite(app: FastifyInstance, db: Database, owner: SignedIn): Promise<string> {
  const email = uniqueEmail('finance');
  const response = await app.inject({
    method: 'POST',
    url: '/api/merchant/team/invitations',
    headers: { cookie: owner.cookie },
    payload: { email, role: 'finance', locale: 'en' },
  });
  if (response.statusCode !== 201) throw new Error(`invitation: ${response.body}`);
  const mail = await latestEmailTo(db, email, 'teamInvitation');
  return decodeURIComponent(
    must(/invitation\?token=([^\s"&]+)/.exec(mail?.textBody ?? '')?.[1], 'invitation'),
  );
}

async function uploadBrandLogo(app: FastifyInstance, cookie: string): Promise<string> {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(solidPng(240, 80))], { type: 'image/png' }), 'logo.png');
  const response = await app.inject({
    method: 'PUT',
    url: '/api/merchant/brand/logo',
    headers: { cookie },
    payload: form,
  });
  if (response.statusCode !== 200) throw new Error(`brand logo: ${response.body}`);
  return (response.json() as { logo: { id: string } }).logo.id;
}

export type SeededMerchant = Awaited<ReturnType<typeof seedMerchant>>;
