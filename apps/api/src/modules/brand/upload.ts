import { Readable } from 'node:stream';
import { type BrandLogoType, brandLogoTypes } from '@kopru/domain/brand';
import { AppError } from '@kopru/domain/errors';
import { detectFileType } from '@kopru/domain/file-types';
import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MAX_SIDE, BRAND_LOGO_MIN_SIDE } from '@kopru/domain/limits';
import type { FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import type { FileStorage } from '../../ports.ts';
import { newStorageKey } from '../files/storage.ts';

/** The multipart field that carries the logo. */
export const LOGO_FIELD = 'logo';

export interface CheckedLogo {
  contentType: BrandLogoType;
  sizeBytes: number;
  width: number;
  height: number;
  storageKey: string;
}

/**
 * The image's type (from its first bytes, as KYC files are checked) and its pixel size (read
 * from its header by image-size), or the error that refuses it. A file that only claims to be
 * an image by its name or declared type (an SVG named logo.png) is refused.
 */
export function checkLogo(bytes: Buffer): Omit<CheckedLogo, 'storageKey'> {
  const contentType = detectFileType(bytes, brandLogoTypes);
  if (!contentType) throw new AppError('unsupported_logo_type');
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new AppError('unsupported_logo_type');
  }
  const { width, height } = size;
  const sides = [width, height];
  if (sides.some((side) => !side || side < BRAND_LOGO_MIN_SIDE || side > BRAND_LOGO_MAX_SIDE))
    throw new AppError('logo_dimensions', { width, height });
  return { contentType, sizeBytes: bytes.length, width, height };
}

async function bytesOfOneFile(request: FastifyRequest): Promise<Buffer> {
  let file: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { files: 1, fileSize: BRAND_LOGO_MAX_BYTES, fields: 0, parts: 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field' || part.fieldname !== LOGO_FIELD)
        throw new AppError('validation_failed', { reason: 'unexpected_field', field: part.fieldname });
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('logo_too_large', { maxBytes: BRAND_LOGO_MAX_BYTES });
      file = bytes;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('logo_too_large', { maxBytes: BRAND_LOGO_MAX_BYTES });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('validation_failed', { reason: 'one_logo_only' });
    throw error;
  }
  if (!file) throw new AppError('validation_failed', { reason: 'logo_missing' });
  return file;
}

/**
 * Reads the one logo of a multipart request (at most BRAND_LOGO_MAX_BYTES, held in memory),
 * checks it and stores it under a new key. Nothing is stored when it is refused.
 */
export async function readLogoUpload(request: FastifyRequest, storage: FileStorage): Promise<CheckedLogo> {
  const bytes = await bytesOfOneFile(request);
  const checked = checkLogo(bytes);
  const storageKey = newStorageKey('brand');
  await storage.put(storageKey, Readable.from([bytes]));
  return { ...checked, storageKey };
}
