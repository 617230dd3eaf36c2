import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import { buttonClasses } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { Spinner } from '@kopru/ui/spinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A QR code of the link's checkout URL, rendered in the browser, downloadable as PNG. */
export function QrDialog({ link, onClose }: { link: PaymentLink | null; onClose(): void }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    setImage(null);
    if (!link) return;
    let cancelled = false;
    // Loaded on demand: the QR encoder is only needed when someone opens this dialog.
    import('qrcode').then(({ toDataURL }) =>
      toDataURL(link.url, { width: 512, margin: 2, errorCorrectionLevel: 'M' }).then((url) => {
        if (!cancelled) setImage(url);
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [link]);

  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => !open && onClose()}
      title={link ? t('links.qrTitle', { name: link.productName }) : ''}
      description={t('links.qrText')}
      closeLabel={t('common.close')}
    >
      <div className="flex flex-col items-center gap-4">
        {image ? (
          <img src={image} alt={link?.url ?? ''} className="size-64 rounded-lg border border-slate-200" />
        ) : (
          <div className="flex size-64 items-center justify-center">
            <Spinner label={t('common.loading')} />
          </div>
        )}
        <p className="break-all text-center text-sm text-slate-600">{link?.url}</p>
        {image && link && (
          <a href={image} download={`kopru-${link.code}.png`} className={buttonClasses('primary')}>
            {t('links.qrDownload')}
          </a>
        )}
      </div>
    </Dialog>
  );
}
