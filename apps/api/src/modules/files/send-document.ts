import { AppError } from '@kopru/domain/errors';
import type { FastifyReply } from 'fastify';
import type { KycDocumentRow } from '../../db/schema/kyc-documents.ts';
import type { FileStorage } from '../../ports.ts';

const extensions: Record<KycDocumentRow['contentType'], string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/**
 * The uploader's name with the extension of the type detected at upload, whatever it was typed
 * with: a PDF uploaded as `invoice.html` is saved as `invoice.pdf`, never opened as a page.
 */
export function downloadName(fileName: string, contentType: KycDocumentRow['contentType']): string {
  const extension = extensions[contentType];
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || 'document';
  return `${stem}${extension}`;
}

/** `filename*` per RFC 6266/5987 so Turkish names survive, with an ASCII fallback. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a stored document to an authorised reader. The type is the one detected at upload,
 * the browser may not guess another (nosniff), and the page may run nothing. Images are also
 * sandboxed; PDFs are not, because Safari then shows nothing. `style-src 'unsafe-inline'` lets
 * Chromium lay out the page it wraps around a PDF.
 */
export async function sendDocument(
  reply: FastifyReply,
  storage: FileStorage,
  document: Pick<KycDocumentRow, 'storageKey' | 'contentType' | 'sizeBytes' | 'fileName'>,
) {
  const body = await storage.get(document.storageKey);
  if (!body) throw new AppError('not_found');
  const sandbox = document.contentType === 'application/pdf' ? '' : '; sandbox';
  return reply
    .header('content-type', document.contentType)
    .header('content-length', String(document.sizeBytes))
    .header('content-disposition', contentDisposition(downloadName(document.fileName, document.contentType)))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'${sandbox}`,
    )
    .send(body);
}
