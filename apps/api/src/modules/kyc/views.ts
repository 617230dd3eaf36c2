import { maskAccountNumber, maskIban } from '@kopru/domain/iban';
import type { AdminKycSubmission, KycDocument, KycSubmission } from '@kopru/domain/schemas/kyc';
import type { KycDocumentRow } from '../../db/schema/kyc-documents.ts';
import type { KycSubmissionRow } from '../../db/schema/kyc-submissions.ts';
import { currencyIbansOf, maskedCurrencyIbansOf } from './currency-ibans.ts';
import type { SubmissionWithPeople } from './repository.ts';

export function toKycDocument(row: KycDocumentRow): KycDocument {
  return { id: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes };
}

function documentsOf(submissionId: string, documents: KycDocumentRow[]): KycDocument[] {
  return documents.filter((d) => d.submissionId === submissionId).map(toKycDocument);
}

const kindOf = (row: KycSubmissionRow) => ({
  legalForm: row.legalForm,
  taxOffice: row.taxOffice,
  holderFirstName: row.holderFirstName,
  holderLastName: row.holderLastName,
});

/** The merchant's own view: bank numbers masked, in full only to pre-fill a resubmission. */
export function toKycSubmission(row: KycSubmissionRow, documents: KycDocumentRow[]): KycSubmission {
  return {
    id: row.id,
    status: row.status,
    businessAddress: row.businessAddress,
    ...kindOf(row),
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    ibanMasked: maskIban(row.iban),
    currencyIbans: maskedCurrencyIbansOf(row),
    documents: documentsOf(row.id, documents),
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    resubmit:
      row.status === 'rejected'
        ? { accountNumber: row.accountNumber, iban: row.iban, currencyIbans: currencyIbansOf(row) }
        : null,
  };
}

export function toAdminKycSubmission(
  row: SubmissionWithPeople,
  documents: KycDocumentRow[],
): AdminKycSubmission {
  const { submission } = row;
  return {
    id: submission.id,
    status: submission.status,
    merchant: {
      id: row.merchant.id,
      companyName: row.merchant.companyName,
      email: row.merchantEmail,
      taxId: row.merchant.taxId,
    },
    businessAddress: submission.businessAddress,
    ...kindOf(submission),
    bankName: submission.bankName,
    accountNumber: submission.accountNumber,
    iban: submission.iban,
    currencyIbans: currencyIbansOf(submission),
    documents: documentsOf(submission.id, documents),
    submittedAt: submission.submittedAt.toISOString(),
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
    reviewer:
      submission.reviewedBy && row.reviewerEmail
        ? { id: submission.reviewedBy, email: row.reviewerEmail }
        : null,
    rejectionReason: submission.rejectionReason,
  };
}

/** What kyc.approved / kyc.rejected events carry; no bank numbers. */
export function toKycEventData(row: KycSubmissionRow): Record<string, unknown> {
  return {
    object: 'kyc_submission',
    id: row.id,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}
