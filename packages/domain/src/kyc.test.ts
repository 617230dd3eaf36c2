import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './kyc.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectDocumentType', () => {
  it('recognises PDF, PNG and JPEG by their signatures', () => {
    expect(detectDocumentType(text('%PDF-1.4\n'))).toBe('application/pdf');
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('refuses programs, text, truncated signatures and empty files', () => {
    expect(detectDocumentType(text('MZ\x90\x00\x03'))).toBeNull();
    expect(detectDocumentType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull();
    expect(detectDocumentType(text('hello %PDF-'))).toBeNull();
    expect(detectDocumentType(text('%PDF'))).toBeNull();
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectDocumentType(bytes())).toBeNull();
  });
});
