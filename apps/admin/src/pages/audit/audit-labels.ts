import { useTranslation } from 'react-i18next';

/** Detail fields whose values are codes, and the catalog section that names them. */
const valueCatalogs: Record<string, string> = {
  kind: 'siteContent.kinds',
  mode: 'developers.keys.mode',
  grace: 'developers.roll.graces',
  from: 'payouts.status',
  locale: 'common.languages',
  events: 'webhooks.eventTypes',
  changed: 'adminAudit.fields',
  previousSource: 'exchangeRates.sources',
  role: 'team.roles',
  fromRole: 'team.roles',
  toRole: 'team.roles',
};

/** Actions whose `reason` is a code; elsewhere the reason is text an admin typed. */
const reasonCatalogs: Record<string, string[]> = {
  'auth.sign_in_failed': ['adminAudit.signInFailures', 'errors'],
  'webhook_endpoint.disabled': ['webhooks.disabledReasons'],
  'merchant.settlement_currency_changed': ['adminAudit.settlementReasons'],
};

/** Labels for audit actions, target types, detail fields and coded values; unknown ones show their code. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation();
  const translate = t as unknown as (key: string, options?: { returnObjects: boolean }) => unknown;
  /** The text at `prefix.code`, if the catalog has one there (not a whole section). */
  const lookup = (prefix: string, code: string): string | undefined => {
    const key = `${prefix}.${code}`;
    if (!code || !i18n.exists(key)) return undefined;
    const text = translate(key, { returnObjects: true });
    return typeof text === 'string' ? text : undefined;
  };
  const label = (prefix: string, code: string) => lookup(prefix, code) ?? code;
  return {
    action: (action: string) => label('adminAudit.actions', action),
    targetType: (type: string) => label('adminAudit.targetTypes', type),
    field: (field: string) => label('adminAudit.fields', field),
    /** The name of a coded detail value (a status, a mode, a reason code), or undefined. */
    code: (action: string, field: string, value: string): string | undefined => {
      const prefixes = field === 'reason' ? reasonCatalogs[action] : [valueCatalogs[field]];
      for (const prefix of prefixes ?? []) {
        const text = prefix ? lookup(prefix, value) : undefined;
        if (text) return text;
      }
      return undefined;
    },
  };
}

export type AuditLabels = ReturnType<typeof useAuditLabels>;
