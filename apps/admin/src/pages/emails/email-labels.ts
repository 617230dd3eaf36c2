import type { OutboxEmail } from '@kopru/domain/schemas/email';
import type { BadgeTone } from '@kopru/ui/badge';
import { useTranslation } from 'react-i18next';

export const emailStatusTones: Record<OutboxEmail['status'], BadgeTone> = {
  queued: 'info',
  sent: 'success',
  failed: 'danger',
  stored: 'neutral',
};

/** The name of an e-mail template; a template added later without a label shows its code. */
export function useTemplateLabel() {
  const { t, i18n } = useTranslation();
  const translate = t as unknown as (key: string) => string;
  return (template: string) => {
    const key = `adminEmails.templates.${template}`;
    return i18n.exists(key) ? translate(key) : template;
  };
}
