import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '@kopru/domain/errors';
import {
  DOCUMENT_SIGNATURE_BYTES,
  detectDocumentType,
  KYC_MAX_DOCUMENT_BYTES,
  KYC_MAX_DOCUMENTS,
  type KycDocumentType,
} from '@kopru/domain/kyc';
import { kycFieldNames } from '@kopru/domain/schemas/kyc';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../../ports.ts';
import { newStorageKey } from '../files/storage.ts';

export interface StoredDocument {
  fileName: string;
  contentType: KycDocumentType;
  sizeBytes: number;
  storageKey: string;
}

export interface KycUpload {
  /** The raw text fields; the service validates them. */
  fields: Record<string, string>;
  documents: StoredDocument[];
}

/** The multipart field that carries the documents. */
export const DOCUMENTS_FIELD = 'documents';

/** The name as shown to people: no directories or control characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 200) || 'document';
}

/**
 * Streams one file to storage while counting its size and checking its first bytes, so a
 * program renamed to .pdf is stopped after a few bytes rather than after 10 MB.
 */
async function storeDocument(part: MultipartFile, storage: FileStorage): Promise<StoredDocument> {
  const fileName = cleanFileName(part.filename);
  const storageKey = newStorageKey('kyc');
  let sizeBytes = 0;
  let head = Buffer.alloc(0);
  let contentType: KycDocumentType | null = null;
  const refuse = () => new AppError('unsupported_file_type', { fileName });

  async function* checked() {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      sizeBytes += chunk.length;
      if (head.length < DOCUMENT_SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, DOCUMENT_SIGNATURE_BYTES - head.length)]);
        if (head.length >= DOCUMENT_SIGNATURE_BYTES) {
          contentType = detectDocumentType(head);
          if (!contentType) throw refuse();
        }
      }
      yield chunk;
    }
    contentType ??= detectDocumentType(head);
    if (!contentType) throw refuse();
  }

  await storage.put(storageKey, Readable.from(checked()));
  const document = contentType as KycDocumentType | null;
  if (part.file.truncated || !document) {
    await storage.delete(storageKey);
    if (!document) throw refuse();
    throw new AppError('file_too_large', { fileName, maxBytes: KYC_MAX_DOCUMENT_BYTES });
  }
  return { fileName, contentType: document, sizeBytes, storageKey };
}

function multipartFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError('too_many_files', { max: KYC_MAX_DOCUMENTS });
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('file_too_large', { maxBytes: KYC_MAX_DOCUMENT_BYTES });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('validation_failed');
  return error;
}

/** Deletes stored files; used whenever the submission they belong to is not written. */
export async function discardDocuments(storage: FileStorage, documents: StoredDocument[]): Promise<void> {
  await Promise.all(documents.map((document) => storage.delete(document.storageKey)));
}

/**
 * Reads a KYC multipart request: the text fields, and each document streamed to storage. On
 * any failure the documents already stored are deleted before the error is thrown.
 */
export async function readKycUpload(request: FastifyRequest, storage: FileStorage): Promise<KycUpload> {
  const fields: Record<string, string> = {};
  const documents: StoredDocument[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: KYC_MAX_DOCUMENTS,
        fileSize: KYC_MAX_DOCUMENT_BYTES,
        fields: kycFieldNames.length + 4,
        fieldSize: 4096,
        parts: KYC_MAX_DOCUMENTS + kycFieldNames.length + 4,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== DOCUMENTS_FIELD) {
        throw new AppError('validation_failed', { reason: 'unexpected_file_field', field: part.fieldname });
      }
      documents.push(await storeDocument(part, storage));
    }
  } catch (error) {
    await discardDocuments(storage, documents);
    throw multipartFailure(error);
  }
  return { fields, documents };
}
