import type { ApiKey } from '@kopru/domain/schemas/api-keys';
import { formatDateTime } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { useTranslation } from 'react-i18next';

/** Active or inactive, with why a key is inactive or when a rolled key's old secret stops working. */
export function KeyStatus({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDateTime(value, i18n.language);
  const note =
    apiKey.status === 'revoked' && apiKey.revokedAt
      ? t('developers.keys.revokedOn', { date: date(apiKey.revokedAt) })
      : apiKey.status === 'expired' && apiKey.expiresAt
        ? t('developers.keys.expiredOn', { date: date(apiKey.expiresAt) })
        : apiKey.expiresAt
          ? t('developers.keys.expiresOn', { date: date(apiKey.expiresAt) })
          : null;
  const active = apiKey.status === 'active';
  return (
    <div className="space-y-1">
      <Badge tone={active ? (apiKey.expiresAt ? 'warning' : 'success') : 'neutral'}>
        {active ? t('developers.keys.status.active') : t('developers.keys.status.inactive')}
      </Badge>
      {note && <p className="text-xs text-slate-500">{note}</p>}
    </div>
  );
}

/** `sk_test_…abcd`: all of the secret that is ever shown again. */
export function secretHint(apiKey: ApiKey): string {
  return `${apiKey.secretPrefix}…${apiKey.secretLast4}`;
}
