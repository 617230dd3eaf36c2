/** File types the API accepts somewhere, each recognised by its first bytes (never by name). */
export const sniffedFileTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type SniffedFileType = (typeof sniffedFileTypes)[number];

/** How many leading bytes `detectFileType` needs. */
export const FILE_SIGNATURE_BYTES = 12;

/** `null` matches any byte (the RIFF container's length). */
const signatures: { type: SniffedFileType; bytes: (number | null)[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // RIFF....WEBP
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/**
 * The type of a file from its first bytes when it is one of `allowed`, else null. File names and
 * declared types are not trusted: a renamed program (or an SVG called logo.png) is refused here.
 */
export function detectFileType<T extends SniffedFileType>(head: Uint8Array, allowed: readonly T[]): T | null {
  const match = signatures.find(
    (signature) =>
      (allowed as readonly SniffedFileType[]).includes(signature.type) &&
      signature.bytes.every((byte, index) => index < head.length && (byte === null || head[index] === byte)),
  );
  return (match?.type as T | undefined) ?? null;
}
