import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { events } from '../src/db/schema/events.ts';
import { createLink, pay } from './factories.ts';

/** A succeeded card payment of `amount` on a new link of the merchant, with the payer's e-mail and language. */
export async function paidPayment(
  app: FastifyInstance,
  cookie: string,
  { amount = 10_000, currency = 'USD', email = 'payer@example.com', locale = 'tr' } = {},
) {
  const link = await createLink(app, cookie, { amount, currency });
  const response = await pay(app, link.code, { email, locale });
  const body = response.json();
  if (body.status !== 'succeeded') throw new Error(`payment failed: ${response.body}`);
  return body.paymentId as string;
}

export function refund(
  app: FastifyInstance,
  cookie: string,
  paymentId: string,
  body: Record<string, unknown>,
  key = randomBytes(8).toString('hex'),
) {
  return app.inject({
    method: 'POST',
    url: `/api/merchant/payments/${paymentId}/refunds`,
    headers: { cookie, 'idempotency-key': key },
    payload: body,
  });
}

export async function getPayment(app: FastifyInstance, cookie: string, id: string) {
  return (
    await app.inject({ method: 'GET', url: `/api/merchant/payments/${id}`, headers: { cookie } })
  ).json();
}

export async function availableOf(app: FastifyInstance, cookie: string, currency = 'USD'): Promise<number> {
  const overview = (
    await app.inject({ method: 'GET', url: '/api/merchant/overview', headers: { cookie } })
  ).json() as { balances: { currency: string; available: number }[] };
  return overview.balances.find((b) => b.currency === currency)?.available ?? 0;
}

export async function eventTypesOf(db: Database, merchantId: string, prefix = 'refund.') {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.merchantId, merchantId)));
  return rows
    .filter((row) => row.type.startsWith(prefix))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => row.type);
}
