import { detectFileType, FILE_SIGNATURE_BYTES } from './file-types.ts';

/** KYC limits (DESIGN.md "Security": PDF/PNG/JPEG checked by content, at most 10 MB each and 5 per submission). */
export const KYC_MAX_DOCUMENTS = 5;
export const KYC_MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const KYC_REJECTION_REASON_MAX = 500;

export const kycDocumentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];

/** What the file picker offers; the real check is `detectDocumentType` on the content. */
export const kycDocumentAccept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** How many leading bytes `detectDocumentType` needs. */
export const DOCUMENT_SIGNATURE_BYTES = FILE_SIGNATURE_BYTES;

/**
 * The document type from the file's first bytes, or null when it is none of PDF, PNG or JPEG.
 * File names and declared types are not trusted: a renamed program is refused here.
 */
export function detectDocumentType(head: Uint8Array): KycDocumentType | null {
  return detectFileType(head, kycDocumentTypes);
}

/** Rejection reasons the review dialog offers; the admin may edit the text or write another. */
export const kycRejectionPresets = [
  'insufficientDocumentation',
  'unreadableDocuments',
  'detailsMismatch',
  'invalidBankDetails',
] as const;
export type KycRejectionPreset = (typeof kycRejectionPresets)[number];
