import { useAcquirerRegistration } from '@kopru/api-client/acquirer-registration';
import { useSession } from '@kopru/api-client/auth';
import { type PaymentLinkFilters, usePaymentLinks } from '@kopru/api-client/payments';
import { type PaymentLinkStatus, paymentLinkStatuses } from '@kopru/domain/payment-link-options';
import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { Field } from '@kopru/ui/field';
import { Input, Select } from '@kopru/ui/input';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Link2, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions.ts';
import { KycRequiredNotice } from '../kyc-required-notice.tsx';
import { LinkCard, linkStatusLabel } from './link-card.tsx';
import { LinkFormDialog, type LinkFormMode } from './link-form-dialog.tsx';
import { QrDialog } from './qr-dialog.tsx';

export function PaymentLinksPage() {
  const { t } = useTranslation();
  const allowed = useCan();
  useDocumentTitle(t('links.title'));
  const session = useSession();
  const verified = session.data?.merchant?.verificationStatus === 'verified';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PaymentLinkStatus | ''>('');
  const q = useDeferredValue(search.trim());
  const filters: PaymentLinkFilters = { ...(q ? { q } : {}), ...(status ? { status } : {}) };
  const filtered = Boolean(q || status);
  const links = usePaymentLinks(verified, filters);
  const payable = useAcquirerRegistration(verified).data?.payable ?? true;
  const [dialog, setDialog] = useState<LinkFormMode | null>(null);
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
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('links.create')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('links.title')}
        description={t('links.subtitle')}
        actions={(all.length > 0 || filtered) && allowed('paymentLinks.manage') ? createButton : undefined}
      />
      {(all.length > 0 || filtered) && (
        <search className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
          <Field label={t('links.filters.search')}>
            {(control) => (
              <Input
                {...control}
                type="search"
                value={search}
                placeholder={t('links.filters.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
                maxLength={120}
              />
            )}
          </Field>
          <Field label={t('links.filters.status')}>
            {(control) => (
              <Select
                {...control}
                value={status}
                onChange={(event) => setStatus(event.target.value as PaymentLinkStatus | '')}
              >
                <option value="">{t('links.filters.all')}</option>
                {paymentLinkStatuses.map((value) => (
                  <option key={value} value={value}>
                    {t(linkStatusLabel[value])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </search>
      )}
      {links.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : links.isError ? (
        <Alert tone="error">{t('common.somethingWentWrong')}</Alert>
      ) : all.length === 0 && filtered ? (
        <Card className="p-6 text-center text-sm text-slate-600">{t('links.filters.none')}</Card>
      ) : all.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Link2 aria-hidden="true" />}
            title={t('links.empty.title')}
            text={t('links.empty.text')}
            action={allowed('paymentLinks.manage') ? createButton : undefined}
          />
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {all.map((link) => (
              <li key={link.id} className="flex">
                <div className="w-full">
                  <LinkCard
                    notPayable={!payable}
                    link={link}
                    onShowQr={setQrLink}
                    onEdit={(edited) => setDialog({ kind: 'edit', link: edited })}
                    onDuplicate={(original) => setDialog({ kind: 'duplicate', link: original })}
                  />
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
      {dialog && <LinkFormDialog mode={dialog} onClose={() => setDialog(null)} />}
      <QrDialog link={qrLink} onClose={() => setQrLink(null)} />
    </>
  );
}
