import { useSession } from '@kopru/api-client/auth';
import { useSwitchMerchant } from '@kopru/api-client/team';
import { Select } from '@kopru/ui/input';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { smeRoutes } from '../../paths.ts';

/** The header's choice of merchant, for a person who belongs to several. */
export function MerchantSwitcher() {
  const { t } = useTranslation();
  const session = useSession().data;
  const switchTo = useSwitchMerchant();
  const navigate = useNavigate();
  const memberships = session?.memberships ?? [];
  if (memberships.length < 2 || !session?.merchant) return null;
  return (
    <Select
      aria-label={t('team.switcher.label')}
      value={session.merchant.id}
      disabled={switchTo.isPending}
      className="w-auto max-w-56"
      onChange={(event) =>
        switchTo.mutate(event.target.value, { onSuccess: () => navigate(smeRoutes.overview) })
      }
    >
      {memberships.map((membership) => (
        <option key={membership.merchantId} value={membership.merchantId}>
          {membership.companyName} · {t(`team.roles.${membership.role}`)}
        </option>
      ))}
    </Select>
  );
}
