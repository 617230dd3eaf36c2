import { z } from 'zod';
import { cardBrand, luhnValid } from '../card.ts';
import { CLIENT_REFERENCE_MAX, METADATA_KEY_MAX, METADATA_MAX_KEYS, METADATA_VALUE_MAX } from '../limits.ts';
import { CONTROL_CHARACTERS } from './common.ts';

export type Metadata = Record<string, string>;

const LINE_BREAKS = /[\r\n]/;

/**
 * A run of 13 to 19 digits (single spaces or dashes between them allowed) that passes the Luhn
 * check and starts as a card brand's numbers do: a card number, refused wherever a merchant types
 * free text we keep and send on. A safety net, not a promise: docs/api.md asks for no card data.
 */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(/\d(?:[ -]?\d)*/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 13 && luhnValid(digits) && cardBrand(digits) !== 'unknown') return true;
  }
  return false;
}

function textProblem(text: string): string | undefined {
  if (CONTROL_CHARACTERS.test(text) || LINE_BREAKS.test(text)) return 'validation.controlCharacters';
  if (containsCardNumber(text)) return 'metadata.errors.cardNumber';
  return undefined;
}

/**
 * The merchant's own reference (an order or invoice number). Trimmed; empty means none. A card
 * number is refused: it would be kept, exported and sent in webhooks.
 */
export const clientReferenceField = z
  .string('metadata.errors.referenceText')
  .trim()
  .max(CLIENT_REFERENCE_MAX, 'metadata.errors.referenceTooLong')
  .superRefine((text, ctx) => {
    const problem = textProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description: `Your own reference, such as an order or invoice number; up to ${CLIENT_REFERENCE_MAX} characters. Searchable.`,
    examples: ['INV-2026-0042'],
  });

/**
 * Key-value pairs as Stripe's metadata: at most 50 keys of up to 40 characters, string values up to
 * 500 characters, keys not blank. An issue's path names the key (`metadata.<key>`). An empty value
 * means "remove this key" in an update and nothing in a create (metadata.ts `mergeMetadata`).
 */
export const metadataField = z
  .record(z.string(), z.string('metadata.errors.valueText'), 'metadata.errors.notAnObject')
  .superRefine((pairs, ctx) => {
    const keys = Object.keys(pairs);
    if (keys.length > METADATA_MAX_KEYS)
      ctx.addIssue({ code: 'custom', message: 'metadata.errors.tooManyKeys' });
    for (const key of keys) {
      const value = pairs[key] ?? '';
      if (key.trim() === '')
        ctx.addIssue({ code: 'custom', path: [key], message: 'metadata.errors.keyBlank' });
      else if (key.length > METADATA_KEY_MAX)
        ctx.addIssue({ code: 'custom', path: [key], message: 'metadata.errors.keyTooLong' });
      else if (textProblem(key))
        ctx.addIssue({ code: 'custom', path: [key], message: textProblem(key) ?? 'validation.invalid' });
      if (value.length > METADATA_VALUE_MAX)
        ctx.addIssue({ code: 'custom', path: [key], message: 'metadata.errors.valueTooLong' });
      else if (textProblem(value))
        ctx.addIssue({ code: 'custom', path: [key], message: textProblem(value) ?? 'validation.invalid' });
    }
  })
  .meta({
    description: `Your own key-value pairs, strings only: at most ${METADATA_MAX_KEYS} keys of up to ${METADATA_KEY_MAX} characters, values up to ${METADATA_VALUE_MAX} characters. In an update the pairs sent are merged into the ones kept; a key sent with an empty string is removed, \`null\` removes them all. Never put card numbers or other card data here: a value that holds a card number is refused.`,
    examples: [{ order_id: '6735', channel: 'instagram' }],
  });

/** The answer's shapes: always present, `{}` and null when nothing was set. */
export const metadataSchema = z
  .record(z.string(), z.string())
  .meta({ description: 'Your key-value pairs (strings), `{}` when none.', examples: [{ order_id: '6735' }] });
export const clientReferenceSchema = z
  .string()
  .nullable()
  .meta({ description: 'Your own reference, null when none.', examples: ['INV-2026-0042'] });

/** The pairs of a create: empty values mean nothing and are left out. */
export function createdMetadata(pairs: Metadata | undefined): Metadata {
  return Object.fromEntries(Object.entries(pairs ?? {}).filter(([, value]) => value !== ''));
}

/** An update's change: the pairs to set and the keys to remove (empty values). */
export function metadataChange(pairs: Metadata): { set: Metadata; remove: string[] } {
  const entries = Object.entries(pairs);
  return {
    set: Object.fromEntries(entries.filter(([, value]) => value !== '')),
    remove: entries.filter(([, value]) => value === '').map(([key]) => key),
  };
}

/** The list filter of /v1 and the consoles: exactly this reference, in any case. */
export const clientReferenceFilter = z
  .string()
  .trim()
  .min(1)
  .max(CLIENT_REFERENCE_MAX)
  .optional()
  .meta({ description: 'Only those with exactly this `clientReference` (case ignored).' });
