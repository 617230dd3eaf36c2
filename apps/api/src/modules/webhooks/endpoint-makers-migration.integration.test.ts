import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { migrationsFolder } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';
import { deleteMember } from '../members/repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
});
afterAll(() => t.close());

/** Migration 0039's updates that give existing endpoints a maker and what it may read (not its DDL). */
async function backfill(): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, '0039_webhook_endpoint_makers.sql'), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((s) => s.trim());
  const first = statements.findIndex((s) => s.includes('Who made each existing endpoint'));
  return statements.slice(first).filter((s) => !/^(ALTER|CREATE)/.test(s));
}

async function endpointOf(cookie: string, events: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/webhooks',
    headers: { cookie },
    payload: { url: 'http://127.0.0.1:9/hooks', events },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().endpoint.id as string;
}

describe('migration 0039 gives existing endpoints a maker and what its role reads', () => {
  it('finds the maker in the audit log (a key’s maker on /v1), narrows, and stops those of members who left', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const dev = await addMember(t.app, t.database.db, merchantId, 'developer');
    const support = await addMember(t.app, t.database.db, merchantId, 'admin');
    const gone = await addMember(t.app, t.database.db, merchantId, 'admin');
    const ownerEndpoint = await endpointOf(owner.cookie, ['payment.succeeded', 'payout.paid']);
    const devEndpoint = await endpointOf(dev.cookie, ['payment.succeeded']);
    const supportEndpoint = await endpointOf(support.cookie, ['refund.created', 'payout.paid']);
    const supportPayouts = await endpointOf(support.cookie, ['payout.paid']);
    const goneEndpoint = await endpointOf(gone.cookie, ['payment.succeeded']);
    const unknownEndpoint = await endpointOf(dev.cookie, ['payment.succeeded']);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/api-keys',
      headers: { cookie: dev.cookie },
      payload: { description: 'Hooks', permissions: { payments: 'read', webhooks: 'write' } },
    });
    const viaKey = await v1(t.app, key.json().secret, {
      method: 'POST',
      url: '/v1/webhook_endpoints',
      payload: { url: 'http://127.0.0.1:9/v1', events: ['payment.succeeded'] },
    });
    const keyEndpoint = viaKey.json().endpoint.id as string;
    // As before the migration: no maker, no payer details; the developer's endpoints also took
    // refunds, one admin became support and the other left; one creation is not in the audit log.
    await t.database.db.execute(
      sql`alter table webhook_endpoints alter column created_by_user_id drop not null`,
    );
    await t.database.db.update(webhookEndpoints).set({ createdByUserId: sql`null`, payerDetails: false });
    await t.database.db
      .update(webhookEndpoints)
      .set({ events: ['refund.created', 'payment.succeeded', 'kyc.approved'] })
      .where(eq(webhookEndpoints.id, devEndpoint));
    await t.database.db.execute(
      sql`update merchant_members set role = 'support' where id = ${support.memberId}`,
    );
    await t.database.db.execute(sql`delete from audit_logs where target_id = ${unknownEndpoint}`);
    await deleteMember(t.database.db, gone.memberId);

    for (const statement of await backfill()) await t.database.db.execute(sql.raw(statement));
    await t.database.db.execute(
      sql`alter table webhook_endpoints alter column created_by_user_id set not null`,
    );

    const rows = new Map((await t.database.db.select().from(webhookEndpoints)).map((row) => [row.id, row]));
    expect(rows.get(ownerEndpoint)).toMatchObject({
      createdByUserId: owner.userId,
      payerDetails: true,
      events: ['payment.succeeded', 'payout.paid'],
      enabled: true,
    });
    expect(rows.get(devEndpoint)).toMatchObject({
      createdByUserId: dev.userId,
      payerDetails: false,
      events: ['payment.succeeded', 'kyc.approved'],
      enabled: true,
    });
    expect(rows.get(keyEndpoint)).toMatchObject({ createdByUserId: dev.userId, payerDetails: false });
    expect(rows.get(supportEndpoint)).toMatchObject({ payerDetails: true, events: ['refund.created'] });
    expect(rows.get(supportPayouts)).toMatchObject({
      enabled: false,
      disabledReason: 'maker_role_changed',
      events: ['payout.paid'],
    });
    expect(rows.get(goneEndpoint)).toMatchObject({
      createdByUserId: gone.userId,
      enabled: false,
      disabledReason: 'maker_removed',
    });
    expect(rows.get(unknownEndpoint)).toMatchObject({ createdByUserId: owner.userId, payerDetails: true });
  });
});
