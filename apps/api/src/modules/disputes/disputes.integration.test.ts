import { computeFee } from '@kopru/domain/fees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  disputeLedgerOf,
  disputesOf,
  evidenceForm,
  paidWithDisputeCard,
  runDisputesWorker,
  submitEvidence,
} from '../../../test/dispute-helpers.ts';
import {
  createAdmin,
  createApiKey,
  createKycApprovedMerchant,
  createVerifiedMerchant,
  fundMerchant,
  latestEmailTo,
  type SignedIn,
} from '../../../test/factories.ts';
import { fixtures } from '../../../test/kyc-helpers.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent, requestPayout } from '../../../test/payout-helpers.ts';
import { eventTypesOf, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('disputes', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-02T09:00:00Z'));
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await createAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A merchant with `funded` of net balance, then a $100.00 dispute-card payment disputed a minute later. */
  async function disputed(funded = 50_000, { withPayoutAccount = false } = {}) {
    const sme = withPayoutAccount
      ? await createKycApprovedMerchant(t.app, t.database.db)
      : await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = sme.merchantId ?? '';
    if (funded > 0) await fundMerchant(t.app, sme.cookie, { amount: funded });
    const paymentId = await paidWithDisputeCard(t.app, sme.cookie);
    clock.advance(MINUTE + 1_000);
    await runDisputesWorker(t.app);
    const [dispute] = await disputesOf(t.app, sme.cookie);
    if (!dispute) throw new Error('no dispute opened');
    return { sme, merchantId, paymentId, dispute };
  }

  it('opens a dispute a minute after a payment with the test card, holding amount and fee from the balance', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db, { locale: 'tr' });
    const merchantId = sme.merchantId ?? '';
    const funded = await fundMerchant(t.app, sme.cookie, { amount: 50_000 });
    const paymentId = await paidWithDisputeCard(t.app, sme.cookie);
    const net = computeFee(10_000).net;
    await runDisputesWorker(t.app);
    expect(await disputesOf(t.app, sme.cookie)).toEqual([]);
    clock.advance(MINUTE + 1_000);
    await runDisputesWorker(t.app);
    const disputes = await disputesOf(t.app, sme.cookie);
    expect(disputes).toHaveLength(1);
    expect(disputes[0]).toMatchObject({
      paymentId,
      amount: 10_000,
      fee: 1_500,
      currency: 'USD',
      status: 'needs_response',
      reason: 'fraudulent',
      evidenceDueBy: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
      evidenceFiles: [],
    });
    const ledger = await disputeLedgerOf(t.database.db, merchantId);
    expect(ledger.available).toBe(funded + net - 11_500);
    expect(ledger.negative).toBe(0);
    // Reported once: a second pass records nothing more.
    clock.advance(MINUTE);
    expect(await runDisputesWorker(t.app)).toBe(0);
    expect(await disputesOf(t.app, sme.cookie)).toHaveLength(1);
    expect(await eventTypesOf(t.database.db, merchantId, 'dispute.')).toEqual(['dispute.created']);
    const email = await latestEmailTo(t.database.db, sme.email, 'disputeOpened');
    expect(email?.locale).toBe('tr');
    expect(email?.subject).toContain('harcama itirazı');
    expect(email?.textBody).toContain('$100,00');
    expect(email?.textBody).toContain('$15,00');
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('evidence moves it under review; an admin marks it won and the hold comes back', async () => {
    const { sme, merchantId, dispute } = await disputed();
    const before = await disputeLedgerOf(t.database.db, merchantId);
    const sent = await submitEvidence(
      t.app,
      sme.cookie,
      dispute.id,
      evidenceForm('Delivered on 3 November, signed by the customer.', [fixtures.pdf, fixtures.png]),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'under_review',
      evidenceText: 'Delivered on 3 November, signed by the customer.',
      evidenceFiles: [
        { fileName: 'tax-certificate.pdf', contentType: 'application/pdf' },
        { fileName: 'id-card.png', contentType: 'image/png' },
      ],
    });
    const file = sent.json().evidenceFiles[0];
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/disputes/${dispute.id}/files/${file.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(fixtures.pdf.bytes)).toBe(true);
    const again = await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('More.'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('dispute_status_conflict');

    const won = await decide(t.app, admin.cookie, dispute.id, 'won');
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().status).toBe('won');
    const after = await disputeLedgerOf(t.database.db, merchantId);
    expect(after.available).toBe(before.available + 11_500);
    expect(after.disputesClearing).toBe(before.disputesClearing - 11_500);
    expect(await eventTypesOf(t.database.db, merchantId, 'dispute.')).toEqual([
      'dispute.created',
      'dispute.evidence_submitted',
      'dispute.won',
    ]);
    expect((await latestEmailTo(t.database.db, sme.email, 'disputeWon'))?.subject).toContain('$100.00');
    expect(await latestEmailTo(t.database.db, sme.email, 'disputeEvidenceReceived')).toBeDefined();
    const twice = await decide(t.app, admin.cookie, dispute.id, 'lost');
    expect(twice.statusCode).toBe(409);
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('lost: the amount goes to the acquirer and the fee to the platform, under review or without evidence', async () => {
    for (const answered of [true, false]) {
      const { sme, merchantId, dispute } = await disputed();
      if (answered)
        expect(
          (await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('Proof.', []))).statusCode,
        ).toBe(200);
      const before = await disputeLedgerOf(t.database.db, merchantId);
      const lost = await decide(t.app, admin.cookie, dispute.id, 'lost');
      expect(lost.statusCode, lost.body).toBe(200);
      const after = await disputeLedgerOf(t.database.db, merchantId);
      expect(after.available).toBe(before.available);
      expect(after.acquirerClearing - before.acquirerClearing).toBe(10_000);
      expect(after.fees - before.fees).toBe(1_500);
      expect(after.disputesClearing - before.disputesClearing).toBe(-11_500);
      expect(await eventTypesOf(t.database.db, merchantId, 'dispute.')).toContain('dispute.lost');
      expect(await latestEmailTo(t.database.db, sme.email, 'disputeLost')).toBeDefined();
      await expectLedgerConsistent(t.database.db, [merchantId]);
    }
  });

  it('refuses the forbidden transitions and leaves the dispute and the ledger as they were', async () => {
    const { sme, merchantId, dispute } = await disputed();
    const before = await disputeLedgerOf(t.database.db, merchantId);
    // Won needs evidence first.
    const won = await decide(t.app, admin.cookie, dispute.id, 'won');
    expect(won.statusCode).toBe(409);
    expect(won.json().error.code).toBe('dispute_status_conflict');
    expect((await decide(t.app, admin.cookie, dispute.id, 'needs_response')).statusCode).toBe(400);
    expect((await decide(t.app, admin.cookie, 'dp_missing', 'lost')).statusCode).toBe(404);
    // The merchant cannot decide; the admin cannot answer.
    expect((await decide(t.app, sme.cookie, dispute.id, 'won')).statusCode).toBe(403);
    expect((await submitEvidence(t.app, admin.cookie, dispute.id, evidenceForm('x'))).statusCode).toBe(403);
    expect((await disputesOf(t.app, sme.cookie))[0]?.status).toBe('needs_response');
    expect(await disputeLedgerOf(t.database.db, merchantId)).toEqual(before);
    // After lost, nothing moves it.
    expect((await decide(t.app, admin.cookie, dispute.id, 'lost')).statusCode).toBe(200);
    expect((await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('Late.'))).statusCode).toBe(409);
    expect((await decide(t.app, admin.cookie, dispute.id, 'won')).statusCode).toBe(409);
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('validates evidence with the KYC upload rules and refuses it after the deadline', async () => {
    const { sme, dispute } = await disputed();
    const noText = await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm(undefined));
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.details.issues[0]).toMatchObject({ path: 'text' });
    const program = {
      name: 'receipt.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('MZ\x90\x00 program'),
    };
    const wrongType = await submitEvidence(
      t.app,
      sme.cookie,
      dispute.id,
      evidenceForm('Receipt.', [program]),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.code).toBe('unsupported_file_type');
    const tooLong = await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('x'.repeat(5001)));
    expect(tooLong.statusCode).toBe(400);
    expect((await disputesOf(t.app, sme.cookie))[0]).toMatchObject({
      status: 'needs_response',
      evidenceText: null,
    });
    clock.advance(7 * DAY + MINUTE);
    const late = await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('Too late.'));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.details.reason).toBe('deadline_passed');
  });

  it('a hold above the available balance goes negative, blocks payouts, and the next payments repay it first', async () => {
    const { sme, merchantId, paymentId, dispute } = await disputed(0, { withPayoutAccount: true });
    const net = computeFee(10_000).net;
    let ledger = await disputeLedgerOf(t.database.db, merchantId);
    expect(ledger.available).toBe(0);
    expect(ledger.negative).toBe(-(11_500 - net));
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/merchant/overview', headers: { cookie: sme.cookie } })
    ).json();
    expect(overview.balances[0]).toMatchObject({ available: 0, owed: 11_500 - net });
    const payout = await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'USD' });
    expect(payout.statusCode, payout.body).toBe(409);
    expect(payout.json().error).toMatchObject({ code: 'negative_balance', details: { owed: 11_500 - net } });
    // The disputed payment cannot be refunded meanwhile.
    const refused = await refund(t.app, sme.cookie, paymentId, { amount: 100, reason: 'other' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('payment_disputed');

    const owed = 11_500 - net;
    const nextNet = await fundMerchant(t.app, sme.cookie, { amount: 1_000 });
    ledger = await disputeLedgerOf(t.database.db, merchantId);
    expect(ledger.negative).toBe(-(owed - nextNet));
    expect(ledger.available).toBe(0);
    const bigNet = await fundMerchant(t.app, sme.cookie, { amount: 20_000 });
    ledger = await disputeLedgerOf(t.database.db, merchantId);
    expect(ledger.negative).toBe(0);
    expect(ledger.available).toBe(nextNet + bigNet - owed);
    // Repaid: payouts draw from available again.
    const paidOut = await requestPayout(t.app, sme.cookie, { amount: 1_000, currency: 'USD' });
    expect(paidOut.statusCode, paidOut.body).toBe(201);
    ledger = await disputeLedgerOf(t.database.db, merchantId);
    await expectLedgerConsistent(t.database.db, [merchantId]);

    // Won after going negative: the whole hold returns to available (nothing is owed any more).
    expect((await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('Proof.', []))).statusCode).toBe(
      200,
    );
    expect((await decide(t.app, admin.cookie, dispute.id, 'won')).statusCode).toBe(200);
    expect((await disputeLedgerOf(t.database.db, merchantId)).available).toBe(ledger.available + 11_500);
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('a dispute won while still owed repays the debt first', async () => {
    const { sme, merchantId, dispute } = await disputed(0);
    const net = computeFee(10_000).net;
    expect((await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('Proof.', []))).statusCode).toBe(
      200,
    );
    expect((await decide(t.app, admin.cookie, dispute.id, 'won')).statusCode).toBe(200);
    const ledger = await disputeLedgerOf(t.database.db, merchantId);
    expect(ledger.negative).toBe(0);
    expect(ledger.available).toBe(net);
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('scopes disputes to their merchant: another merchant gets 404, on the dashboard and on /v1', async () => {
    const { sme, dispute } = await disputed();
    const other = await createVerifiedMerchant(t.app, t.database.db);
    expect(await disputesOf(t.app, other.cookie)).toEqual([]);
    for (const url of [
      `/api/merchant/disputes/${dispute.id}`,
      `/api/merchant/disputes/${dispute.id}/files/dpf_x`,
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
        404,
      );
    expect((await submitEvidence(t.app, other.cookie, dispute.id, evidenceForm('Mine.'))).statusCode).toBe(
      404,
    );
    const mine = await createApiKey(t.app, sme.cookie);
    const theirs = await createApiKey(t.app, other.cookie);
    const got = await v1(t.app, mine.secret, { url: `/v1/disputes/${dispute.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: dispute.id, status: 'needs_response' });
    expect((await v1(t.app, mine.secret, { url: '/v1/disputes' })).json().data).toHaveLength(1);
    expect((await v1(t.app, theirs.secret, { url: `/v1/disputes/${dispute.id}` })).statusCode).toBe(404);
    expect((await v1(t.app, theirs.secret, { url: '/v1/disputes' })).json().data).toEqual([]);
    // The admin console lists every merchant's.
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/admin/disputes?merchantId=${sme.merchantId}`,
      headers: { cookie: admin.cookie },
    });
    expect(all.json().data[0]).toMatchObject({ id: dispute.id, merchantId: sme.merchantId });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/disputes', headers: { cookie: sme.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});
