import { checkoutApi } from '@kopru/api-client/checkout';
import type { PayResponse } from '@kopru/domain/schemas/checkout';
import { Spinner } from '@kopru/ui/spinner';
import { useEffect, useState } from 'react';
import { useI18n } from './i18n.ts';

const POLL_MS = 1_500;
/** After this the payer is told the bank is slow; polling goes on at a slower pace. */
const SLOW_AFTER_MS = 30_000;

/**
 * A payment whose outcome is not known yet (back from the bank, or still at the acquirer): asks
 * the API for its state until it is final.
 */
export function PaymentStatusView({
  paymentId,
  onFinal,
}: {
  paymentId: string;
  onFinal(result: PayResponse): void;
}) {
  const { t } = useI18n();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async () => {
      try {
        const payment = await checkoutApi.payment(paymentId);
        if (stopped) return;
        if (payment.status === 'succeeded' || payment.status === 'failed') {
          onFinal(payment);
          return;
        }
      } catch {
        // Offline for a moment: ask again.
      }
      if (stopped) return;
      const late = Date.now() - started > SLOW_AFTER_MS;
      setSlow(late);
      timer = setTimeout(ask, late ? POLL_MS * 4 : POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [paymentId, onFinal]);

  return (
    <section
      aria-live="polite"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
    >
      <Spinner className="text-brand-700 [&>span:first-child]:size-8" label={t('checkout.pending.title')} />
      <h2 className="mt-3 text-lg font-semibold">{t('checkout.pending.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {slow ? t('checkout.pending.slow') : t('checkout.pending.text')}
      </p>
    </section>
  );
}
