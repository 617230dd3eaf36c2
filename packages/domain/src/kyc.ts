/** KYC limits (DESIGN.md "Security": PDF/PNG/JPEG checked by content, at most 10 MB each and 5 per submission). */
export const KYC_MAX_DOCUMENTS = 5;
export const KYC_MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const KYC_REJECTION_REASON_MAX = 500;

export const kycDocumentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];

/** What the file picker offers; the real check is `detectDocumentType` on the content. */
export const kycDocumentAccept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** How many leading bytes `detectDocumentType` needs. */
export const DOCUMENT_SIGNATURE_BYTES = 8;

const signatures: { type: KycDocumentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * The document type from the file's first bytes, or null when it is none of PDF, PNG or JPEG.
 * File names and declared types are not trusted: a renamed program is refused here.
 */
export function detectDocumentType(head: Uint8Array): KycDocumentType | null {
  const match = signatures.find((signature) => signature.bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

/** Rejection reasons the review dialog offers; the admin may edit the text or write another. */
export const kycRejectionPresets = [
  'insufficientDocumentation',
  'unreadableDocuments',
  'detailsMismatch',
  'invalidBankDetails',
] as const;
export type KycRejectionPreset = (typeof kycRejectionPresets)[number];
