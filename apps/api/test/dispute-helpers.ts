import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { openReportedDisputes } from '../src/modules/disputes/open.ts';
import { merchantBalances, platformBalances } from '../src/modules/ledger/repository.ts';
import { createLink, pay } from './factories.ts';
import { fixtures, type UploadFile } from './kyc-helpers.ts';

/** The sandbox card whose payment succeeds and is disputed SANDBOX_DISPUTE_AFTER_SECONDS later. */
export const disputeCard = '4000 0000 0000 0259';

/** A succeeded payment with the dispute card; its dispute is not reported yet. */
export async function paidWithDisputeCard(
  app: FastifyInstance,
  cookie: string,
  { amount = 10_000, currency = 'USD' }: { amount?: number; currency?: string } = {},
): Promise<string> {
  const link = await createLink(app, cookie, { amount, currency });
  const response = await pay(app, link.code, { cardNumber: disputeCard });
  const body = response.json();
  if (body.status !== 'succeeded') throw new Error(`payment failed: ${response.body}`);
  return body.paymentId as string;
}

/** Runs the disputes worker's pass once, as the worker loop would. */
export function runDisputesWorker(app: FastifyInstance) {
  return openReportedDisputes(app.ctx);
}

export async function disputesOf(app: FastifyInstance, cookie: string, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/merchant/disputes${query}`,
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`disputes list: ${response.statusCode} ${response.body}`);
  return response.json().data as {
    id: string;
    status: string;
    amount: number;
    fee: number;
    paymentId: string;
  }[];
}

export function evidenceForm(text: string | undefined, files: UploadFile[] = [fixtures.pdf]) {
  const form = new FormData();
  if (text !== undefined) form.append('text', text);
  for (const file of files)
    form.append('documents', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export function submitEvidence(app: FastifyInstance, cookie: string, id: string, form: FormData) {
  return app.inject({
    method: 'POST',
    url: `/api/merchant/disputes/${id}/evidence`,
    headers: { cookie },
    payload: form,
  });
}

export function decide(app: FastifyInstance, cookie: string, id: string, outcome: string) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/disputes/${id}/decision`,
    headers: { cookie },
    payload: { outcome },
  });
}

/** A merchant's accounts in one currency, and the platform's dispute-related accounts. */
export async function disputeLedgerOf(db: Database, merchantId: string, currency = 'USD') {
  const rows = await merchantBalances(db, merchantId);
  const of = (type: string) => rows.find((r) => r.currency === currency && r.type === type)?.balance ?? 0;
  const platform = await platformBalances(db);
  const ofPlatform = (type: string) =>
    platform.find((p) => p.type === type && p.currency === currency)?.balance ?? 0;
  return {
    available: of('available'),
    negative: of('negative_balance'),
    disputesClearing: ofPlatform('disputes_clearing'),
    acquirerClearing: ofPlatform('acquirer_clearing'),
    fees: ofPlatform('fees'),
  };
}
