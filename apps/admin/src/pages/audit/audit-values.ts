import { formatDateTime, formatMoney, formatNumber } from '@kopru/i18n/format';
import type { AuditLabels } from './audit-labels.ts';

/** Detail fields that hold an instant (ISO 8601). */
const dateFields = new Set([
  'expiresAt',
  'suspendedAt',
  'decidedAt',
  'previousSecretExpiresAt',
  'since',
  'startsAt',
  'endsAt',
]);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface ValueContext {
  action: string;
  /** The entry's `details`, for values read together (an amount and its currency). */
  details: Record<string, unknown>;
  labels: AuditLabels;
  locale: string;
  yes: string;
  no: string;
  languages: Record<string, string>;
}

/** A text in each language ({ en, tr }), as stored for site content. */
function isLocalizedText(value: Record<string, unknown>, languages: Record<string, string>): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key in languages && typeof value[key] === 'string');
}

/** One detail value for people: codes named, instants and amounts formatted, lists joined. */
export function formatAuditValue(field: string, value: unknown, context: ValueContext): string {
  const { action, details, labels, locale } = context;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? context.yes : context.no;
  if (typeof value === 'number') {
    const currency = details.currency;
    if (field === 'amount' && typeof currency === 'string') return formatMoney(value, currency, locale);
    return formatNumber(value, locale);
  }
  if (typeof value === 'string') {
    if (dateFields.has(field) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, locale);
    return labels.code(action, field, value) ?? value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => formatAuditValue(field, item, context)).join(', ');
  }
  if (isRecord(value) && isLocalizedText(value, context.languages)) {
    return Object.entries(value)
      .map(([language, text]) => `${context.languages[language]}: ${text || '—'}`)
      .join(' · ');
  }
  return JSON.stringify(value);
}
