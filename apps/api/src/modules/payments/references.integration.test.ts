import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { legacyReference, referencePattern } from '@kopru/domain/references';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  createLink,
  createVerifiedMerchant,
  fundMerchant,
  pay,
  type SignedIn,
} from '../../../test/factories.ts';
import { requestPayout } from '../../../test/payout-helpers.ts';
import { paidPayment } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { migrationsFolder } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';

/** References the next draws return before the real generator takes over (a forced collision). */
const forced = vi.hoisted(() => ({ references: [] as string[], draws: 0 }));
vi.mock('@kopru/domain/references', async (original) => {
  const real = await original<typeof import('@kopru/domain/references')>();
  return {
    ...real,
    newReference: (prefix: 'TX' | 'PO') => {
      forced.draws += 1;
      return forced.references.shift() ?? real.newReference(prefix);
    },
  };
});

describe('references that reveal nothing', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (cookie: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const merchantSearch = async (cookie: string, q: string) =>
    (await get(cookie, `/api/merchant/payments?q=${encodeURIComponent(q)}`)).json().data as {
      id: string;
      transactionId: string;
    }[];
  const adminSearch = async (q: string) =>
    (await get(admin.cookie, `/api/admin/payments?q=${encodeURIComponent(q)}`)).json().data as {
      id: string;
    }[];

  async function referenceOf(cookie: string, paymentId: string): Promise<string> {
    return (await get(cookie, `/api/merchant/payments/${paymentId}`)).json().transactionId;
  }

  /** Gives every row the reference migration 0037 gives rows made before it (TX-000123, PO-000123). */
  async function asBeforeMigration() {
    const file = await readFile(path.join(migrationsFolder, '0037_random_references.sql'), 'utf8');
    const updates = file
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const update of updates) await t.database.db.execute(sql.raw(update));
  }

  it('gives two consecutive payments random references that say nothing of their order', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 2_000 });
    const first = (await pay(t.app, link.code)).json();
    const second = (await pay(t.app, link.code)).json();
    for (const body of [first, second]) expect(body.transactionId).toMatch(referencePattern('TX'));
    expect(first.transactionId).not.toBe(second.transactionId);
    const [a, b] = await t.database.db
      .select({ number: payments.number, reference: payments.reference })
      .from(payments)
      .where(inArray(payments.id, [first.paymentId, second.paymentId]))
      .orderBy(payments.number);
    // Internally still numbered one after the other; nothing of that shows in the references.
    expect((b?.number ?? 0) - (a?.number ?? 0)).toBe(1);
    expect(a?.reference).toBe(first.transactionId);
    expect(first.transactionId).not.toBe(legacyReference('TX', a?.number ?? 0));
    expect(second.transactionId).not.toBe(legacyReference('TX', b?.number ?? 0));
  });

  it('finds a payment by its new reference in both consoles, typed any way, and only its own merchant', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const other = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie);
    await paidPayment(t.app, sme.cookie);
    const reference = await referenceOf(sme.cookie, paymentId);
    const code = reference.slice(3);
    for (const typed of [
      reference,
      reference.toLowerCase(),
      code,
      `${code.slice(0, 4)} ${code.slice(4)}`,
      paymentId,
    ]) {
      expect((await merchantSearch(sme.cookie, typed)).map((p) => p.id)).toEqual([paymentId]);
      expect((await adminSearch(typed)).map((p) => p.id)).toEqual([paymentId]);
    }
    expect(await merchantSearch(other.cookie, reference)).toEqual([]);
    expect(await merchantSearch(sme.cookie, 'kilim')).toEqual([]);
    // The export of the search holds the reference.
    const csv = await get(sme.cookie, `/api/merchant/payments/export?q=${reference}&format=rfc4180`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith(`${reference},`)).toBe(true);
  });

  it('keeps the old numbered references valid and searchable after the migration', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie, { amount: 50_000 });
    const payout = await requestPayout(t.app, sme.cookie, { amount: 10_000, currency: 'USD' });
    expect(payout.statusCode, payout.body).toBe(201);
    await asBeforeMigration();
    const reference = await referenceOf(sme.cookie, paymentId);
    expect(reference).toMatch(/^TX-\d{6,}$/);
    const number = String(Number(reference.slice(3)));
    for (const typed of [reference, reference.toLowerCase(), number, `tx${number}`]) {
      expect((await merchantSearch(sme.cookie, typed)).map((p) => p.id)).toEqual([paymentId]);
      expect((await adminSearch(typed)).map((p) => p.id)).toEqual([paymentId]);
    }
    const payoutReference = (await get(sme.cookie, `/api/merchant/payouts/${payout.json().id}`)).json()
      .reference;
    expect(payoutReference).toMatch(/^PO-\d{6,}$/);
    const found = await get(admin.cookie, `/api/admin/payouts?q=${payoutReference}`);
    expect(found.json().data.map((p: { id: string }) => p.id)).toEqual([payout.json().id]);
    // New rows keep getting random references beside the old ones.
    expect(await referenceOf(sme.cookie, await paidPayment(t.app, sme.cookie))).toMatch(
      referencePattern('TX'),
    );
  });

  it('finds a payout by its reference in both consoles', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    await fundMerchant(t.app, sme.cookie, { amount: 50_000 });
    const first = (await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'USD' })).json();
    const second = (await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'USD' })).json();
    for (const payout of [first, second]) expect(payout.reference).toMatch(referencePattern('PO'));
    expect(first.reference).not.toBe(second.reference);
    const mine = await get(sme.cookie, `/api/merchant/payouts?q=${first.reference.toLowerCase()}`);
    expect(mine.json().data.map((p: { id: string }) => p.id)).toEqual([first.id]);
    const all = await get(admin.cookie, `/api/admin/payouts?q=${second.reference.slice(3)}`);
    expect(all.json().data.map((p: { id: string }) => p.id)).toEqual([second.id]);
    const other = await createKycApprovedMerchant(t.app, t.database.db);
    expect((await get(other.cookie, `/api/merchant/payouts?q=${first.reference}`)).json().data).toEqual([]);
  });

  it('draws again when a reference is taken', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie, { amount: 50_000 });
    const taken = await referenceOf(sme.cookie, paymentId);
    forced.references.push(taken);
    const draws = forced.draws;
    const next = await paidPayment(t.app, sme.cookie);
    expect(forced.draws - draws).toBe(2);
    const reference = await referenceOf(sme.cookie, next);
    expect(reference).toMatch(referencePattern('TX'));
    expect(reference).not.toBe(taken);

    const payout = (await requestPayout(t.app, sme.cookie, { amount: 1_000, currency: 'USD' })).json();
    forced.references.push(payout.reference);
    const again = await requestPayout(t.app, sme.cookie, { amount: 1_000, currency: 'USD' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().reference).not.toBe(payout.reference);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'keeps references unique when parallel payments draw the same one (PostgreSQL)',
    async () => {
      const sme = await createVerifiedMerchant(t.app, t.database.db);
      // One link each, so no link lock puts the payments in a queue before their inserts.
      const links = await Promise.all(
        Array.from({ length: 8 }, () => createLink(t.app, sme.cookie, { amount: 1_500 })),
      );
      // Half the payments' first draws are the same reference: one gets it, the others draw again.
      forced.references.push(...Array.from({ length: 4 }, () => 'TX-SAMEREF234'));
      const paid = await Promise.all(links.map((link) => pay(t.app, link.code)));
      const references = paid.map((response) => {
        expect(response.json().status, response.body).toBe('succeeded');
        return response.json().transactionId as string;
      });
      expect(new Set(references).size).toBe(8);
      expect(references.filter((reference) => reference === 'TX-SAMEREF234')).toHaveLength(1);
      expect(forced.references).toEqual([]);
    },
  );
});
