import type { PayoutQuote } from '@kopru/domain/schemas/payouts';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { ConversionFigures } from '@kopru/ui/conversion-figures';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Seconds left of a quote, counted on this device from when the quote arrived (the quote's own
 * lifetime, so a clock that differs from the server's does not shorten or lengthen it).
 */
export function useSecondsLeft(quote: PayoutQuote | null, receivedAt: number): number {
  const deadline = quote ? receivedAt + Date.parse(quote.expiresAt) - Date.parse(quote.createdAt) : 0;
  // Counted at each render; the timer only renders again every second while the quote runs.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === 0) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline);
}

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** The quote's figures, how long it holds, and a refresh once it has expired. */
export function QuotePanel({
  quote,
  secondsLeft,
  refreshing,
  onRefresh,
}: {
  quote: PayoutQuote;
  secondsLeft: number;
  refreshing: boolean;
  onRefresh(): void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('payouts.conversion.title')} className="rounded-xl border border-slate-200 p-4">
      <h3 className="mb-2 text-sm font-medium text-slate-800">{t('payouts.conversion.title')}</h3>
      <ConversionFigures conversion={quote} currency={quote.currency} tryAmount={quote.tryAmount} />
      {secondsLeft > 0 ? (
        <p className="mt-2 text-xs text-slate-600" aria-live="off">
          {t('payouts.conversion.validFor', { seconds: secondsLeft })}
        </p>
      ) : (
        <Alert
          tone="warning"
          className="mt-3"
          action={
            <Button variant="outline" size="sm" loading={refreshing} onClick={onRefresh}>
              {t('payouts.conversion.refresh')}
            </Button>
          }
        >
          {t('payouts.conversion.expired')}
        </Alert>
      )}
    </section>
  );
}
