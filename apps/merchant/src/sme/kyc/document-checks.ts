import {
  DOCUMENT_SIGNATURE_BYTES,
  detectDocumentType,
  KYC_MAX_DOCUMENT_BYTES,
  KYC_MAX_DOCUMENTS,
} from '@kopru/domain/kyc';

export interface FileProblem {
  key: 'kyc.form.fileType' | 'kyc.form.fileSize' | 'kyc.form.fileCount' | 'kyc.form.fileEmpty';
  name: string;
}

const sameFile = (a: File) => (b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The same checks as the server, before anything is sent: type by the first bytes (not the
 * name), size, and how many files. A file added twice is kept once.
 */
export async function checkNewFiles(
  current: File[],
  added: File[],
): Promise<{ accepted: File[]; problems: FileProblem[] }> {
  const accepted: File[] = [];
  const problems: FileProblem[] = [];
  for (const file of added) {
    if (current.some(sameFile(file)) || accepted.some(sameFile(file))) continue;
    if (file.size === 0) {
      problems.push({ key: 'kyc.form.fileEmpty', name: file.name });
      continue;
    }
    if (file.size > KYC_MAX_DOCUMENT_BYTES) {
      problems.push({ key: 'kyc.form.fileSize', name: file.name });
      continue;
    }
    const head = new Uint8Array(await file.slice(0, DOCUMENT_SIGNATURE_BYTES).arrayBuffer());
    if (!detectDocumentType(head)) {
      problems.push({ key: 'kyc.form.fileType', name: file.name });
      continue;
    }
    if (current.length + accepted.length >= KYC_MAX_DOCUMENTS) {
      problems.push({ key: 'kyc.form.fileCount', name: file.name });
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problems };
}
