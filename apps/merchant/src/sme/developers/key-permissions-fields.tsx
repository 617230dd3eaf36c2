import {
  type KeyAccess,
  type KeyPermissions,
  type KeyResource,
  keyResources,
  levelsOf,
  maxKeyPermissionsOf,
} from '@kopru/domain/key-permissions';
import type { MemberRole } from '@kopru/domain/team';
import { formatList } from '@kopru/i18n/format';
import { useTranslation } from 'react-i18next';

/** The levels of `resource` a member of `role` may give, up to its highest ('none' first). */
export function offeredLevels(role: MemberRole, resource: KeyResource): KeyAccess[] {
  const levels = levelsOf(resource);
  return levels.slice(0, levels.indexOf(maxKeyPermissionsOf(role)[resource]) + 1);
}

/**
 * One radio group per resource the member's role can give anything of (arrow keys move inside a
 * group, Tab between groups); resources its role cannot give are not offered. Customer details
 * need payments: they are off while payments is.
 */
export function KeyPermissionsFields({
  role,
  value,
  onChange,
  disabled,
  error,
}: {
  role: MemberRole;
  value: KeyPermissions;
  onChange(next: KeyPermissions): void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const offered = keyResources.filter((resource) => offeredLevels(role, resource).length > 1);
  const set = (resource: KeyResource, level: KeyAccess) => {
    const next = { ...value, [resource]: level };
    if (resource === 'payments' && level === 'none') next.payerDetails = 'none';
    onChange(next);
  };
  return (
    <fieldset aria-describedby="key-permissions-hint">
      <legend className="text-sm font-medium text-slate-800">{t('developers.permissions.title')}</legend>
      <p id="key-permissions-hint" className="mt-1 text-xs text-slate-500">
        {t('developers.permissions.hint')}
      </p>
      <div className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {offered.map((resource) => {
          const off = resource === 'payerDetails' && value.payments === 'none';
          return (
            <fieldset
              key={resource}
              className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              aria-describedby={resource === 'payerDetails' ? 'key-payer-details-hint' : undefined}
            >
              <legend className="float-left text-sm text-slate-800 sm:min-w-0 sm:flex-1">
                {t(`developers.permissions.resources.${resource}`)}
                {resource === 'payerDetails' && (
                  <span id="key-payer-details-hint" className="block text-xs text-slate-500">
                    {t('developers.permissions.payerDetailsHint')}
                  </span>
                )}
              </legend>
              <div className="flex flex-wrap gap-1.5 sm:shrink-0 sm:flex-nowrap">
                {offeredLevels(role, resource).map((level) => (
                  <label
                    key={level}
                    className="flex cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-md border border-slate-200 px-2 py-1 text-xs has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                  >
                    <input
                      type="radio"
                      name={`permission-${resource}`}
                      value={level}
                      checked={value[resource] === level}
                      onChange={() => set(resource, level)}
                      disabled={disabled || off}
                      className="size-3.5 accent-brand-700"
                    />
                    {t(`developers.permissions.levels.${level}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A key's permissions in words, one line per level: "Read: Payments, Balance and Events". */
export function KeyPermissionsSummary({ permissions }: { permissions: KeyPermissions }) {
  const { t, i18n } = useTranslation();
  const lines = (['write', 'read'] as const).flatMap((level) => {
    const resources = keyResources.filter((resource) => permissions[resource] === level);
    if (resources.length === 0) return [];
    const names = resources.map((resource) => t(`developers.permissions.resources.${resource}`));
    return [{ level, text: formatList(names, i18n.language, 'conjunction') }];
  });
  if (lines.length === 0) return <p className="text-xs text-slate-500">{t('developers.permissions.none')}</p>;
  return (
    <ul className="space-y-0.5 text-xs text-slate-600" aria-label={t('developers.permissions.column')}>
      {lines.map(({ level, text }) => (
        <li key={level}>
          <span className="font-medium text-slate-700">{t(`developers.permissions.levels.${level}`)}:</span>{' '}
          {text}
        </li>
      ))}
    </ul>
  );
}
