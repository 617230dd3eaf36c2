import { createHmac, timingSafeEqual } from 'node:crypto';
import { fillPath } from '@kopru/domain/contracts/endpoint';
import { sandboxBankPage } from '@kopru/domain/contracts/sandbox-bank';
import type { DeclineCode } from '@kopru/domain/schemas/checkout';
import { sandboxTestCards } from '@kopru/domain/test-cards';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema/sandbox-charges.ts';
import { sandboxRefunds } from '../../db/schema/sandbox-refunds.ts';
import type { Env } from '../../env.ts';
import { systemClock } from '../../lib/clock.ts';
import { deriveKey } from '../../lib/secrets.ts';
import {
  CallbackRejectedError,
  type PaymentProvider,
  type ProviderDeps,
  type ProviderOutcome,
} from '../../ports.ts';
import { findPaymentById } from './repository.ts';

type SandboxCharge = typeof sandboxCharges.$inferSelect;

const cards = new Map(sandboxTestCards.map((card) => [card.number, card]));

/** The challenge result the sandbox bank page posts back: the payer pressed Complete or Fail. */
export type ChallengeResult = 'complete' | 'fail';

/** The sandbox bank's signature on its callback, like a real acquirer's on its own. */
export function sandboxBankSignature(appSecret: string, reference: string, result: string): string {
  return createHmac('sha256', deriveKey(appSecret, 'sandbox-acquirer'))
    .update(`${reference}.${result}`)
    .digest('base64url');
}

export function sandboxBankUrl(env: Env, reference: string): string {
  return `${env.PUBLIC_URL}${fillPath(sandboxBankPage.path, { reference })}`;
}

function signatureHolds(appSecret: string, reference: string, result: string, given: string): boolean {
  const expected = Buffer.from(sandboxBankSignature(appSecret, reference, result));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function outcomeOf(env: Env, charge: SandboxCharge): ProviderOutcome {
  const providerPaymentId = `sbx_${charge.reference}`;
  if (charge.status === 'succeeded') return { status: 'succeeded', providerPaymentId };
  if (charge.status === 'failed')
    return { status: 'failed', declineCode: charge.declineCode as DeclineCode, providerPaymentId };
  return {
    status: 'requires_action',
    action: { type: 'redirect', url: sandboxBankUrl(env, charge.reference) },
    providerPaymentId,
  };
}

async function findSandboxCharge(db: Database, reference: string): Promise<SandboxCharge | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.reference, reference))
    .limit(1);
  return row;
}

/** What the sandbox bank page needs for our reference: the charge, and the language its payer chose. */
export async function sandboxBankChallenge(
  db: Database,
  reference: string,
): Promise<{ charge: SandboxCharge | undefined; payerLocale: string | null }> {
  const [charge, payment] = await Promise.all([
    findSandboxCharge(db, reference),
    findPaymentById(db, reference),
  ]);
  return { charge, payerLocale: payment?.payerLocale ?? null };
}

/**
 * The deterministic in-process acquirer (DESIGN.md "Payments"). It keeps its own record of each
 * charge by our reference, as a real acquirer does, so a repeated charge returns the first
 * outcome and the reconciler can retrieve what happened after a crash. The 3-D Secure cards are
 * challenged on the sandbox bank page (sandbox-bank-routes.ts), whose answer it signs.
 */
export function createSandboxProvider(
  env: Env,
  { db, appSecret, clock = systemClock }: ProviderDeps,
): PaymentProvider {
  return {
    name: 'sandbox',
    cardEntry: { kind: 'own_form' },
    async charge(input) {
      if (!input.card) throw new Error('the sandbox takes the card on our own form');
      const card = cards.get(input.card.number);
      const declineCode = card?.declineCode ?? null;
      const status = card?.threeDs ? 'requires_action' : declineCode ? 'failed' : 'succeeded';
      const disputeAt =
        card?.disputed && status === 'succeeded'
          ? new Date(clock.now().getTime() + env.SANDBOX_DISPUTE_AFTER_SECONDS * 1000)
          : null;
      // The row it writes is its answer; a retry of the reference answers the first charge's row.
      const [inserted] = await db
        .insert(sandboxCharges)
        .values({
          reference: input.reference,
          status,
          declineCode: status === 'failed' ? declineCode : null,
          afterChallengeDecline: status === 'requires_action' ? declineCode : null,
          callbackUrl: input.callbackUrl,
          amount: input.amountMinor,
          currency: input.currency,
          disputeAt,
        })
        .onConflictDoNothing()
        .returning();
      const charge = inserted ?? (await findSandboxCharge(db, input.reference));
      if (!charge) throw new Error('sandbox charge not recorded');
      return outcomeOf(env, charge);
    },
    async complete({ reference }, callback) {
      const result = callback.result ?? '';
      if (
        !['complete', 'fail'].includes(result) ||
        !signatureHolds(appSecret, reference, result, callback.signature ?? '')
      )
        throw new CallbackRejectedError('sandbox bank signature does not hold');
      const charge = await findSandboxCharge(db, reference);
      if (!charge) throw new CallbackRejectedError('no such sandbox charge');
      if (charge.status !== 'requires_action') return outcomeOf(env, charge);
      const declineCode = result === 'fail' ? 'authentication_failed' : charge.afterChallengeDecline;
      const [updated] = await db
        .update(sandboxCharges)
        .set({ status: declineCode ? 'failed' : 'succeeded', declineCode })
        .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, 'requires_action')))
        .returning();
      return outcomeOf(env, updated ?? (await findSandboxCharge(db, reference)) ?? charge);
    },
    // The sandbox's own records are complete: no record means never charged.
    async retrieve({ reference }) {
      const charge = await findSandboxCharge(db, reference);
      return charge ? outcomeOf(env, charge) : { status: 'not_found' };
    },
    // Refunds at once, and keeps its record of it (a cancel is a refund here).
    async refund(input) {
      await db
        .insert(sandboxRefunds)
        .values({
          refundReference: input.refundReference,
          reference: input.reference,
          amount: input.amountMinor,
        })
        .onConflictDoNothing();
      return { status: 'succeeded', providerRefundId: `sbxre_${input.refundReference}` };
    },
    // Its records are complete: no record means the refund never reached the sandbox.
    async retrieveRefund(lookup) {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.refundReference, lookup.refundReference))
        .limit(1);
      return row
        ? { status: 'succeeded', providerRefundId: `sbxre_${row.refundReference}` }
        : { status: 'not_found' };
    },
    async reportedDisputes(now) {
      const due = await db
        .select({ reference: sandboxCharges.reference })
        .from(sandboxCharges)
        .where(
          and(
            isNotNull(sandboxCharges.disputeAt),
            lte(sandboxCharges.disputeAt, now),
            isNull(sandboxCharges.disputeAcknowledgedAt),
          ),
        )
        .orderBy(asc(sandboxCharges.disputeAt))
        .limit(50);
      return due.map(({ reference }) => ({
        providerDisputeId: `sbxdp_${reference}`,
        reference,
        reason: 'fraudulent' as const,
      }));
    },
    async acknowledgeDispute(providerDisputeId, now) {
      await db
        .update(sandboxCharges)
        .set({ disputeAcknowledgedAt: now })
        .where(eq(sandboxCharges.reference, providerDisputeId.replace(/^sbxdp_/, '')));
    },
  };
}
