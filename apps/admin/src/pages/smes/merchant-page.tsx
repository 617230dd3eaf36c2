import { useAdminMerchant, useConfirmMerchantEmail } from '@kopru/api-client/admin-merchants';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { UNCONFIRMED_ACCOUNT_DAYS } from '@kopru/domain/constants';
import type { AdminMerchantDetail } from '@kopru/domain/schemas/admin-merchants';
import { formatDateTime } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EndSessionsDialog } from '../../components/end-sessions-dialog.tsx';
import { MerchantStatusBadge } from '../../components/merchant-status-badge.tsx';
import { adminRoutes } from '../../paths.ts';
import { KycHistoryDialog } from '../kyc/kyc-history-dialog.tsx';
import { MerchantPayoutsSection } from '../payouts/merchant-payouts-section.tsx';
import { EditMerchantDialog } from './edit-merchant-dialog.tsx';
import { MerchantAuditTrail } from './merchant-audit-trail.tsx';
import { MerchantAccountCard, MerchantProfileCard } from './merchant-cards.tsx';
import { MerchantFinances } from './merchant-finances.tsx';
import { MerchantMembers } from './merchant-members.tsx';
import { SuspensionDialog } from './suspension-dialog.tsx';

type Notice = 'saved' | 'suspend' | 'unsuspend';

/** One merchant: who they are, their standing, and every decision about them. */
export function MerchantPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const detail = useAdminMerchant(id);
  useDocumentTitle(detail.data?.merchant.companyName ?? t('adminSmes.title'));

  const missing = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <>
      <Link
        to={adminRoutes.smes}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('adminSmes.detail.back')}
      </Link>
      {missing ? (
        // Nothing to retry: the merchant is not there.
        <Alert tone="error">{t('adminSmes.detail.notFound')}</Alert>
      ) : (
        <QueryView query={detail} errorText={t('common.somethingWentWrong')} errorClassName="">
          {(data) => <MerchantDetail detail={data} />}
        </QueryView>
      )}
    </>
  );
}

function MerchantDetail({ detail }: { detail: AdminMerchantDetail }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<'edit' | 'suspension' | 'kyc' | 'sessions' | null>(null);
  const [sessionsEnded, setSessionsEnded] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { merchant } = detail;
  // Here, not in the notice it answers: that notice is gone once the page reloads confirmed.
  const confirmEmail = useConfirmMerchantEmail(merchant.id);
  const notices: Record<Notice, string> = {
    saved: t('adminSmes.editDialog.saved'),
    suspend: t('adminSmes.suspend.done'),
    unsuspend: t('adminSmes.unsuspend.done'),
  };

  return (
    <>
      <PageHeader
        title={merchant.companyName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <MerchantStatusBadge status={merchant.status} />
            <span>{merchant.email}</span>
          </span>
        }
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('kyc')}>
              {t('admin.finances.kycHistory')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('edit')}>
              {t('adminSmes.edit')}
            </Button>
            <Button
              variant={merchant.suspended ? 'primary' : 'danger'}
              onClick={() => setDialog('suspension')}
            >
              {merchant.suspended ? t('adminSmes.unsuspend.action') : t('adminSmes.suspend.action')}
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        {notice && <Alert tone="success">{notices[notice]}</Alert>}
        {sessionsEnded && <Alert tone="success">{sessionsEnded}</Alert>}
        {confirmEmail.isSuccess && <Alert tone="success">{t('adminSmes.detail.emailConfirmed')}</Alert>}
        {!detail.user.emailConfirmed && <EmailUnconfirmed confirm={confirmEmail} />}
        {merchant.suspendedAt && (
          <Alert
            tone="warning"
            title={t('adminSmes.detail.suspendedTitle', {
              date: formatDateTime(merchant.suspendedAt, i18n.language),
            })}
          >
            {merchant.suspensionReason &&
              t('adminSmes.detail.suspendedReason', { reason: merchant.suspensionReason })}
          </Alert>
        )}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <MerchantProfileCard merchant={merchant} />
          <MerchantAccountCard detail={detail} onEndSessions={() => setDialog('sessions')} />
        </div>
        <MerchantMembers members={detail.members} />
        <MerchantFinances merchantId={merchant.id} />
        <MerchantPayoutsSection merchantId={merchant.id} />
        <MerchantAuditTrail merchantId={merchant.id} />
      </div>
      {dialog === 'edit' && (
        <EditMerchantDialog
          merchant={merchant}
          onClose={() => setDialog(null)}
          onSaved={() => setNotice('saved')}
        />
      )}
      {dialog === 'sessions' && (
        <EndSessionsDialog user={detail.user} onClose={() => setDialog(null)} onDone={setSessionsEnded} />
      )}
      {dialog === 'kyc' && <KycHistoryDialog merchant={merchant} onClose={() => setDialog(null)} />}
      {dialog === 'suspension' && (
        <SuspensionDialog merchant={merchant} onClose={() => setDialog(null)} onDone={setNotice} />
      )}
    </>
  );
}

/** The account holder has not proven the address: what waits, and an operator's way to vouch. */
function EmailUnconfirmed({ confirm }: { confirm: ReturnType<typeof useConfirmMerchantEmail> }) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <Alert
      tone="warning"
      title={t('adminSmes.detail.emailUnconfirmedTitle')}
      action={
        <Button size="sm" variant="outline" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('adminSmes.detail.emailConfirm')}
        </Button>
      }
    >
      <p>{t('adminSmes.detail.emailUnconfirmedText', { days: UNCONFIRMED_ACCOUNT_DAYS })}</p>
      {confirm.isError && (
        <p className="font-medium text-red-700">{message(errorMessageKey(confirm.error))}</p>
      )}
    </Alert>
  );
}
