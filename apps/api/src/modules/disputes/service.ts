import { AppError, type ValidationIssue } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import { type Dispute, disputeEvidenceFields } from '@kopru/domain/schemas/disputes';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { DisputeRow } from '../../db/schema/disputes.ts';
import { recordAudit } from '../audit/repository.ts';
import { recordEvent } from '../events/repository.ts';
import { discardDocuments, type KycUpload } from '../kyc/upload.ts';
import { type LedgerLine, postLedgerTransaction } from '../ledger/repository.ts';
import { findPaymentById } from '../payments/repository.ts';
import { disputeLostLines, disputeWonLines } from './ledger.ts';
import { toAdminDispute, toDispute } from './mapping.ts';
import { emailDispute } from './notify.ts';
import {
  addChargedBackAmount,
  evidenceFilesOf,
  findDispute,
  insertEvidenceFiles,
  lockDispute,
  updateDispute,
} from './repository.ts';
import { canTransition } from './state-machine.ts';

export interface DisputeActor {
  userId: string;
  email: string;
  ip: string;
}

function validateEvidence(upload: KycUpload) {
  const parsed = disputeEvidenceFields.safeParse(upload.fields);
  if (parsed.success) return parsed.data;
  const issues: ValidationIssue[] = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('validation_failed', { issues });
}

async function paymentReferenceOf(tx: Transaction, dispute: DisputeRow): Promise<string> {
  const payment = await findPaymentById(tx, dispute.paymentId);
  if (!payment) throw new Error(`dispute ${dispute.id} has no payment`);
  return payment.reference;
}

/**
 * The merchant answers a dispute: the files are stored first (KYC's upload rules), then one
 * transaction checks the dispute is still waiting for evidence and its deadline has not passed,
 * stores text and files, and moves it `under_review` with its event, audit row and e-mail. Files
 * of an answer that is not written are deleted.
 */
export async function submitEvidence(
  ctx: AppContext,
  actor: DisputeActor & { merchantId: string },
  disputeId: string,
  readUpload: () => Promise<KycUpload>,
): Promise<Dispute> {
  const upload = await readUpload();
  try {
    const { text } = validateEvidence(upload);
    return await ctx.db.transaction(async (tx) => {
      const current = await lockDispute(tx, { merchantId: actor.merchantId, id: disputeId });
      if (!current) throw new AppError('not_found');
      const now = ctx.clock.now();
      if (!canTransition(current.status, 'under_review'))
        throw new AppError('dispute_status_conflict', { status: current.status });
      if (now > current.evidenceDueBy)
        throw new AppError('dispute_status_conflict', { status: current.status, reason: 'deadline_passed' });
      const dispute = await updateDispute(tx, disputeId, {
        status: 'under_review',
        evidenceText: text,
        evidenceSubmittedAt: now,
        statusChangedAt: now,
      });
      await insertEvidenceFiles(
        tx,
        upload.documents.map((document, position) => ({
          id: createId('dpf'),
          disputeId,
          merchantId: actor.merchantId,
          position,
          ...document,
          createdAt: now,
        })),
      );
      const reference = await paymentReferenceOf(tx, dispute);
      const view = toDispute(dispute, reference, await evidenceFilesOf(tx, [disputeId]));
      await recordEvent(tx, {
        merchantId: dispute.merchantId,
        type: 'dispute.evidence_submitted',
        data: view,
        createdAt: now,
      });
      await recordAudit(tx, {
        action: 'dispute.evidence_submitted',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'dispute',
        targetId: disputeId,
        merchantId: actor.merchantId,
        details: { files: upload.documents.length },
        ipAddress: actor.ip,
      });
      await emailDispute(ctx, tx, dispute, reference, 'disputeEvidenceReceived');
      return view;
    });
  } catch (error) {
    await discardDocuments(ctx.storage, upload.documents);
    throw error;
  }
}

/**
 * An admin decides a dispute. Won: the hold leaves disputes_clearing back to the merchant, what it
 * owes repaid first. Lost: the amount goes to the acquirer and the fee to the platform's fees, and
 * the payment is marked charged back for the amount, so refunds can no longer give it back a
 * second time. One transaction with the event, audit row and e-mail; the ledger last.
 */
export async function decideDispute(
  ctx: AppContext,
  actor: DisputeActor,
  disputeId: string,
  outcome: 'won' | 'lost',
) {
  return ctx.db.transaction(async (tx) => {
    const current = await lockDispute(tx, { id: disputeId });
    if (!current) throw new AppError('not_found');
    if (!canTransition(current.status, outcome))
      throw new AppError('dispute_status_conflict', { status: current.status });
    const now = ctx.clock.now();
    const dispute = await updateDispute(tx, disputeId, {
      status: outcome,
      decidedBy: actor.userId,
      statusChangedAt: now,
    });
    // Locks the payment: a refund waiting on it then reads the charged-back amount and the decided
    // dispute together. No path locks a dispute after its payment, so this order cannot deadlock.
    const reference =
      outcome === 'lost'
        ? (await addChargedBackAmount(tx, dispute.paymentId, dispute.amount)).reference
        : await paymentReferenceOf(tx, dispute);
    const files = await evidenceFilesOf(tx, [disputeId]);
    await recordEvent(tx, {
      merchantId: dispute.merchantId,
      type: `dispute.${outcome}`,
      data: toDispute(dispute, reference, files),
      createdAt: now,
    });
    await recordAudit(tx, {
      action: `dispute.${outcome}`,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'dispute',
      targetId: disputeId,
      merchantId: dispute.merchantId,
      details: { amount: dispute.amount, fee: dispute.fee, currency: dispute.currency },
      ipAddress: actor.ip,
    });
    await emailDispute(ctx, tx, dispute, reference, outcome === 'won' ? 'disputeWon' : 'disputeLost');
    const lines: LedgerLine[] =
      outcome === 'won' ? await disputeWonLines(tx, dispute) : disputeLostLines(dispute);
    await postLedgerTransaction(tx, { kind: `dispute_${outcome}`, referenceId: disputeId, at: now, lines });
    const row = await findDispute(tx, { id: disputeId });
    if (!row) throw new Error(`dispute ${disputeId} vanished`);
    return toAdminDispute(row, files);
  });
}
