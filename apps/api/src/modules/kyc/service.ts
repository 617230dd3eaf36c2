import { AppError, type ValidationIssue } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import { keptKindFields, kindIssues } from '@kopru/domain/merchant-kind';
import { type KycOverview, kycSubmissionFieldsFor } from '@kopru/domain/schemas/kyc';
import type { AppContext } from '../../context.ts';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import type { RequestAuth } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { currencyIbanColumns } from './currency-ibans.ts';
import {
  findLatestSubmission,
  findMerchantDocument,
  insertDocuments,
  insertSubmission,
  listDocumentsOf,
  lockMerchant,
  updateMerchantKyc,
} from './repository.ts';
import { DOCUMENTS_FIELD, discardDocuments, type KycUpload } from './upload.ts';
import { toKycSubmission } from './views.ts';

/** The merchant's KYC status and its latest submission. */
export async function getKycOverview(ctx: AppContext, merchant: MerchantRow): Promise<KycOverview> {
  const latest = await findLatestSubmission(ctx.db, merchant.id);
  const documents = latest ? await listDocumentsOf(ctx.db, [latest.id]) : [];
  return {
    verificationStatus: merchant.verificationStatus,
    kycStatus: merchant.kycStatus,
    verifiedAt: merchant.verifiedAt?.toISOString() ?? null,
    submission: latest ? toKycSubmission(latest, documents) : null,
  };
}

/** Only an unverified merchant without a pending submission may submit. */
function assertCanSubmit(merchant: MerchantRow): void {
  if (merchant.verificationStatus === 'verified') throw new AppError('already_verified');
  if (merchant.kycStatus === 'pending') throw new AppError('kyc_already_submitted');
}

/** The fields checked as the merchant's tax number needs them (what iyzico needs for its kind). */
function validate(merchant: MerchantRow, upload: KycUpload) {
  const parsed = kycSubmissionFieldsFor(merchant.taxId).safeParse(upload.fields);
  const issues: ValidationIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (upload.documents.length === 0) {
    issues.push({ path: DOCUMENTS_FIELD, message: 'validation.documentsRequired' });
  }
  if (!parsed.success || issues.length > 0) throw new AppError('validation_failed', { issues });
  return parsed.data;
}

/**
 * Stores the documents, then writes the submission, its documents and the merchant's new KYC
 * status in one transaction. Files stored for a submission that is not written are deleted.
 */
export async function submitKyc(
  ctx: AppContext,
  session: RequestAuth,
  readUpload: () => Promise<KycUpload>,
  meta: { ip: string },
): Promise<KycOverview> {
  const merchant = session.merchant;
  if (!merchant) throw new AppError('forbidden');
  assertCanSubmit(merchant);
  const upload = await readUpload();
  try {
    const fields = validate(merchant, upload);
    await ctx.db.transaction(async (tx) => {
      const locked = await lockMerchant(tx, merchant.id);
      if (!locked) throw new AppError('forbidden');
      assertCanSubmit(locked);
      // The tax number may have changed since the fields were checked: the rule reads the locked one.
      const issues = kindIssues(locked.taxId, fields);
      if (issues.length > 0) throw new AppError('validation_failed', { issues });
      const submission = await insertSubmission(tx, {
        id: createId('kyc'),
        merchantId: merchant.id,
        businessAddress: fields.businessAddress,
        ...keptKindFields(locked.taxId, fields),
        bankName: fields.bankName,
        accountNumber: fields.accountNumber,
        iban: fields.iban,
        ...currencyIbanColumns(fields),
        status: 'pending',
        submittedAt: ctx.clock.now(),
      });
      await insertDocuments(
        tx,
        upload.documents.map((document, position) => ({
          id: createId('doc'),
          submissionId: submission.id,
          merchantId: merchant.id,
          position,
          ...document,
        })),
      );
      await updateMerchantKyc(tx, merchant.id, { kycStatus: 'pending' });
      await recordAudit(tx, {
        action: 'kyc.submitted',
        actorUserId: session.user.id,
        actorEmail: session.user.email,
        targetType: 'kyc_submission',
        targetId: submission.id,
        merchantId: merchant.id,
        details: { documents: upload.documents.length },
        ipAddress: meta.ip,
      });
    });
  } catch (error) {
    // Orphaned files are the lesser harm; the original error is what the caller must see.
    await discardDocuments(ctx.storage, upload.documents).catch(() => undefined);
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('kyc_already_submitted');
    throw error;
  }
  return getKycOverview(ctx, { ...merchant, kycStatus: 'pending' });
}

/** A document of the merchant's own submissions; another merchant's document is not found. */
export async function findOwnDocument(ctx: AppContext, merchantId: string, id: string) {
  const document = await findMerchantDocument(ctx.db, { merchantId, id });
  if (!document) throw new AppError('not_found');
  return document;
}
