import type { AdminMerchant, AdminMerchantDetail } from '@kopru/domain/schemas/admin-merchants';
import { formatDate, formatDateTime, formatNumber } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list.tsx';

export function MerchantProfileCard({ merchant }: { merchant: AdminMerchant }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Card>
      <CardHeader title={t('adminSmes.detail.profile')} />
      <DetailList
        items={[
          { label: t('adminSmes.detail.companyName'), value: merchant.companyName },
          {
            label: t('adminSmes.detail.taxId'),
            value: <span className="tabular-nums">{merchant.taxId}</span>,
          },
          { label: t('adminSmes.detail.authPersonName'), value: merchant.authPersonName },
          { label: t('adminSmes.detail.email'), value: merchant.email },
          { label: t('adminSmes.detail.registered'), value: formatDateTime(merchant.createdAt, locale) },
          { label: t('adminSmes.detail.kyc'), value: t(`adminSmes.kycStatus.${merchant.kycStatus}`) },
          ...(merchant.verifiedAt
            ? [{ label: t('adminSmes.detail.verifiedAt'), value: formatDate(merchant.verifiedAt, locale) }]
            : []),
          { label: t('adminSmes.detail.id'), value: <code className="text-xs">{merchant.id}</code> },
        ]}
      />
    </Card>
  );
}

export function MerchantAccountCard({
  detail,
  onEndSessions,
}: {
  detail: AdminMerchantDetail;
  /** Opens the confirmation to end every session of the merchant's account. */
  onEndSessions(): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { user, merchant, counts } = detail;
  const allowed = user.status === 'active' && !merchant.suspended;
  return (
    <Card>
      <CardHeader
        title={t('adminSmes.detail.account')}
        action={
          counts.activeSessions > 0 && (
            <Button
              variant="outline"
              size="sm"
              onClick={onEndSessions}
              aria-label={t('adminUsers.endSessions.actionLabel', { email: user.email })}
            >
              {t('adminUsers.endSessions.action')}
            </Button>
          )
        }
      />
      <DetailList
        items={[
          {
            label: t('adminSmes.detail.signIn'),
            value: (
              <Badge tone={allowed ? 'success' : 'danger'}>
                {allowed ? t('adminSmes.detail.signInAllowed') : t('adminSmes.detail.signInBlocked')}
              </Badge>
            ),
          },
          {
            label: t('adminSmes.detail.lastSignIn'),
            value: user.lastSignInAt
              ? formatDateTime(user.lastSignInAt, locale)
              : t('adminSmes.detail.never'),
          },
          { label: t('adminSmes.detail.activeSessions'), value: formatNumber(counts.activeSessions, locale) },
          { label: t('adminSmes.detail.language'), value: t(`common.languages.${user.locale}`) },
        ]}
      />
    </Card>
  );
}
