import { z } from 'zod';

/** An on/off variable: true, false, 1 or 0. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** TRUST_PROXY: false, a hop count, or proxy addresses; `true` (any client could spoof) is refused. */
export const trustProxy = z
  .string()
  .trim()
  .refine((value) => value !== 'true', {
    message: 'give a hop count (e.g. 1) or the proxy addresses, not true: see docs/operations.md',
  })
  .transform((value): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

/** A URL, kept as its origin (scheme, host and port). */
export const origin = z.url().transform((value) => new URL(value).origin);

/** A percentage with at most two decimals (`example` shows one), read in basis points. */
export const percentInBasisPoints = (example: string) =>
  z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, `a percentage with at most two decimals, e.g. ${example}`)
    .transform((value) => Math.round(Number(value) * 100))
    .refine((basisPoints) => basisPoints <= 10_000, 'at most 100');
