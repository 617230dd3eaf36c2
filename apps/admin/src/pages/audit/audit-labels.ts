import { useTranslation } from 'react-i18next';

/** Labels for audit actions, target types and detail fields; unknown ones show their code. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation();
  const translate = t as unknown as (key: string) => string;
  const label = (prefix: string, code: string) => {
    const key = `${prefix}.${code}`;
    return i18n.exists(key) ? translate(key) : code;
  };
  return {
    action: (action: string) => label('adminAudit.actions', action),
    targetType: (type: string) => label('adminAudit.targetTypes', type),
    field: (field: string) => label('adminAudit.fields', field),
  };
}
