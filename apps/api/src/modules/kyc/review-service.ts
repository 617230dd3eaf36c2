import { AppError } from '@kopru/domain/errors';
import type {
  AdminKycList,
  AdminKycListParams,
  AdminKycSubmission,
  MerchantKycHistory,
} from '@kopru/domain/schemas/kyc';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isMarketplace } from '../../env.ts';
import { toPage } from '../../lib/pagination.ts';
import type { RequestAuth } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { recordEvent } from '../events/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import {
  decideSubmission,
  findDocument,
  findSubmission,
  findSubmissionWithPeople,
  listDocumentsOf,
  listMerchantSubmissions,
  listSubmissions,
  updateMerchantKyc,
} from './repository.ts';
import { toAdminKycSubmission, toKycEventData } from './views.ts';

export type KycDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

async function adminSubmission(db: Executor, id: string): Promise<AdminKycSubmission> {
  const row = await findSubmissionWithPeople(db, id);
  if (!row) throw new AppError('not_found');
  return toAdminKycSubmission(row, await listDocumentsOf(db, [id]));
}

export async function listKycSubmissions(ctx: AppContext, query: AdminKycListParams): Promise<AdminKycList> {
  const after = query.starting_after ? await findSubmission(ctx.db, query.starting_after) : undefined;
  if (query.starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listSubmissions(ctx.db, { status: query.status, limit: query.limit, after });
  const page = toPage(rows, query.limit);
  const documents = await listDocumentsOf(
    ctx.db,
    page.data.map((row) => row.submission.id),
  );
  return { data: page.data.map((row) => toAdminKycSubmission(row, documents)), has_more: page.has_more };
}

/** Every submission of a merchant and its decision, newest first. */
export async function merchantKycHistory(ctx: AppContext, merchantId: string): Promise<MerchantKycHistory> {
  const owner = await findMerchantWithEmail(ctx.db, merchantId);
  if (!owner) throw new AppError('not_found');
  const rows = await listMerchantSubmissions(ctx.db, merchantId);
  const documents = await listDocumentsOf(
    ctx.db,
    rows.map((row) => row.submission.id),
  );
  return {
    merchant: {
      id: owner.merchant.id,
      companyName: owner.merchant.companyName,
      email: owner.email,
      verificationStatus: owner.merchant.verificationStatus,
      kycStatus: owner.merchant.kycStatus,
      verifiedAt: owner.merchant.verifiedAt?.toISOString() ?? null,
    },
    submissions: rows.map((row) => toAdminKycSubmission(row, documents)),
  };
}

/**
 * Approves or rejects a pending submission. The decision, the merchant's status, the audit
 * record, the event and the e-mail to the merchant commit together; a submission someone else
 * decided first is 409 already_reviewed.
 */
export async function decideKyc(
  ctx: AppContext,
  admin: RequestAuth,
  submissionId: string,
  decision: KycDecision,
  meta: { ip: string },
): Promise<AdminKycSubmission> {
  const now = ctx.clock.now();
  const reason = decision.status === 'rejected' ? decision.reason : null;
  await ctx.db.transaction(async (tx) => {
    const decided = await decideSubmission(tx, {
      id: submissionId,
      status: decision.status,
      reviewedBy: admin.user.id,
      reviewedAt: now,
      rejectionReason: reason,
    });
    if (!decided) {
      const existing = await findSubmission(tx, submissionId);
      throw new AppError(existing ? 'already_reviewed' : 'not_found');
    }
    const owner = await findMerchantWithEmail(tx, decided.merchantId);
    if (!owner) throw new Error(`kyc submission ${decided.id} has no merchant`);
    await updateMerchantKyc(
      tx,
      decided.merchantId,
      decision.status === 'approved'
        ? { kycStatus: 'approved', verificationStatus: 'verified', verifiedAt: now }
        : { kycStatus: 'rejected' },
    );
    await recordAudit(tx, {
      action: decision.status === 'approved' ? 'kyc.approved' : 'kyc.rejected',
      actorUserId: admin.user.id,
      actorEmail: admin.user.email,
      targetType: 'kyc_submission',
      targetId: decided.id,
      merchantId: decided.merchantId,
      details: { decidedAt: now.toISOString(), reason },
      ipAddress: meta.ip,
    });
    await recordEvent(tx, {
      merchantId: decided.merchantId,
      type: decision.status === 'approved' ? 'kyc.approved' : 'kyc.rejected',
      data: toKycEventData(decided),
      createdAt: now,
    });
    const company = owner.merchant.companyName;
    if (decision.status === 'approved') {
      await ctx.marketplaceRecords.noteSubMerchantChange(tx, decided.merchantId);
      await emailOwners(ctx, tx, decided.merchantId, 'kycApproved', () => ({
        company,
        url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/payment-links`,
        paidByAcquirer: isMarketplace(ctx.env),
      }));
    } else {
      await emailOwners(ctx, tx, decided.merchantId, 'kycRejected', () => ({
        company,
        reason: decision.reason,
        url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/kyc`,
      }));
    }
  });
  return adminSubmission(ctx.db, submissionId);
}

export async function findAnyDocument(ctx: AppContext, id: string) {
  const document = await findDocument(ctx.db, id);
  if (!document) throw new AppError('not_found');
  return document;
}
