import {
  brandLogoUrl,
  useMerchantBrand,
  useRemoveBrandLogo,
  useUploadBrandLogo,
} from '@kopru/api-client/brand';
import { errorMessageKey } from '@kopru/api-client/client';
import { brandLogoAccept, logoDisplaySize } from '@kopru/domain/brand';
import type { BrandLogo } from '@kopru/domain/schemas/brand';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { QueryView } from '@kopru/ui/query-view';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandColorForm } from './brand-color-form.tsx';

function LogoPreview({ logo }: { logo: BrandLogo | null }) {
  const { t } = useTranslation();
  if (!logo) return <p className="text-sm text-slate-600">{t('brand.noLogo')}</p>;
  const size = logoDisplaySize(logo.width, logo.height);
  return (
    <div className="inline-flex rounded-lg border border-slate-200 bg-white p-3">
      <img src={brandLogoUrl(logo.id)} alt={t('brand.logoPreview')} width={size.width} height={size.height} />
    </div>
  );
}

/** Upload through a real button that opens the picker (keyboard and screen readers included). */
function LogoControls({ logo, canManage }: { logo: BrandLogo | null; canManage: boolean }) {
  const { t } = useTranslation();
  const message = useMessage();
  const uploadLogo = useUploadBrandLogo();
  const remove = useRemoveBrandLogo();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) uploadLogo.mutate(file);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="space-y-3">
      <LogoPreview logo={logo} />
      <p id={hintId} className="text-xs text-slate-500">
        {t('brand.logoHint')}
      </p>
      {uploadLogo.isSuccess && <Alert tone="success">{t('brand.uploaded')}</Alert>}
      {uploadLogo.isError && <Alert tone="error">{message(errorMessageKey(uploadLogo.error))}</Alert>}
      {canManage && (
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={brandLogoAccept}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('brand.logo')}
            aria-describedby={hintId}
            onChange={(event) => pick(event.target.files)}
          />
          <Button
            size="sm"
            loading={uploadLogo.isPending}
            aria-describedby={hintId}
            onClick={() => {
              uploadLogo.reset();
              input.current?.click();
            }}
          >
            {uploadLogo.isPending ? t('brand.uploading') : t(logo ? 'brand.replaceLogo' : 'brand.chooseLogo')}
          </Button>
          {logo && (
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              {t('brand.removeLogo')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('brand.removeTitle')}
        description={t('brand.removeText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={remove.isPending ? t('brand.removing') : t('brand.removeLogo')}
        closeLabel={t('common.close')}
        pending={remove.isPending}
        failure={remove.isError ? message(errorMessageKey(remove.error)) : null}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </div>
  );
}

/**
 * The merchant's brand (docs/brand.md): its logo and colour on its payment pages, receipts,
 * e-mails and PDFs. Owners and admins change it; other roles see it.
 */
export function BrandCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const brand = useMerchantBrand();
  return (
    <Card id="brand">
      <CardHeader title={t('brand.title')} description={t('brand.description')} />
      <CardBody className="space-y-6">
        {!canManage && <p className="text-sm text-slate-600">{t('brand.readOnly')}</p>}
        <QueryView query={brand} errorText={t('brand.loadFailed')} loading={null}>
          {(data) => (
            <>
              <div className="space-y-2">
                <h3 className="text-sm font-semibold text-slate-900">{t('brand.logo')}</h3>
                <LogoControls logo={data.logo} canManage={canManage} />
              </div>
              <div className="space-y-2 border-t border-slate-100 pt-4">
                <h3 className="text-sm font-semibold text-slate-900">{t('brand.color')}</h3>
                <BrandColorForm color={data.color} canManage={canManage} />
              </div>
            </>
          )}
        </QueryView>
      </CardBody>
    </Card>
  );
}
