import type { ApiKey } from '@kopru/domain/schemas/api-keys';
import { Button } from '@kopru/ui/button';
import { useTranslation } from 'react-i18next';

export interface KeyActionHandlers {
  onRoll(key: ApiKey): void;
  onRevoke(key: ApiKey): void;
}

/** Roll (active keys not already rolled) and revoke (active keys); nothing for inactive ones. */
export function KeyActions({ apiKey, onRoll, onRevoke }: { apiKey: ApiKey } & KeyActionHandlers) {
  const { t } = useTranslation();
  if (apiKey.status !== 'active') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {apiKey.expiresAt === null && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('developers.keys.rollLabel', { name: apiKey.description })}
          onClick={() => onRoll(apiKey)}
        >
          {t('developers.keys.roll')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        aria-label={t('developers.keys.revokeLabel', { name: apiKey.description })}
        onClick={() => onRevoke(apiKey)}
      >
        {t('developers.keys.revoke')}
      </Button>
    </div>
  );
}
