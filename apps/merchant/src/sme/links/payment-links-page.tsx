import { useSession } from '@kopru/api-client/auth';
import { usePaymentLinks } from '@kopru/api-client/payments';
import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KycRequiredNotice } from '../kyc-required-notice.tsx';
import { CreateLinkDialog } from './create-link-dialog.tsx';
import { LinkCard } from './link-card.tsx';
import { QrDialog } from './qr-dialog.tsx';

export function PaymentLinksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('links.title'));
  const session = useSession();
  const verified = session.data?.merchant?.verificationStatus === 'verified';
  const links = usePaymentLinks(verified);
  const [creating, setCreating] = useState(false);
  const [qrLink, setQrLink] = useState<PaymentLink | null>(null);

  if (!verified) {
    return (
      <>
        <PageHeader title={t('links.title')} />
        <KycRequiredNotice />
      </>
    );
  }

  const all = links.data?.pages.flatMap((page) => page.data) ?? [];
  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" className="size-4" />
      {t('links.create')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('links.title')}
        description={t('links.subtitle')}
        actions={all.length > 0 ? createButton : undefined}
      />
      {links.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : links.isError ? (
        <Alert tone="error">{t('common.somethingWentWrong')}</Alert>
      ) : all.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Link2 aria-hidden="true" />}
            title={t('links.empty.title')}
            text={t('links.empty.text')}
            action={createButton}
          />
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {all.map((link) => (
              <li key={link.id} className="flex">
                <div className="w-full">
                  <LinkCard link={link} onShowQr={setQrLink} />
                </div>
              </li>
            ))}
          </ul>
          {links.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                loading={links.isFetchingNextPage}
                onClick={() => links.fetchNextPage()}
              >
                {t('links.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
      <CreateLinkDialog open={creating} onOpenChange={setCreating} />
      <QrDialog link={qrLink} onClose={() => setQrLink(null)} />
    </>
  );
}
