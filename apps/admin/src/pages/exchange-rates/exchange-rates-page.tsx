import { useExchangeRates } from '@kopru/api-client/exchange-rates';
import type { RateFetch } from '@kopru/domain/schemas/exchange-rates';
import { formatDateTime, formatDay, formatList } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Coins, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManualRateDialog } from './manual-rate-dialog.tsx';
import { RatesTable } from './rates-table.tsx';

/** What the worker found the last time it read the TCMB feed. */
function LastFetch({ fetch }: { fetch: RateFetch | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (!fetch) return <Alert tone="info">{t('exchangeRates.lastFetch.none')}</Alert>;
  const values = { day: formatDay(fetch.day, locale), time: formatDateTime(fetch.checkedAt, locale) };
  return (
    <Alert tone={fetch.outcome === 'fetched' ? 'info' : 'warning'}>
      {t(`exchangeRates.lastFetch.${fetch.outcome}`, values)}
      {fetch.missing.length > 0 && (
        <>
          {' '}
          {t('exchangeRates.lastFetch.missing', {
            currencies: formatList(fetch.missing, locale, 'conjunction'),
          })}
        </>
      )}
    </Alert>
  );
}

export function ExchangeRatesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('exchangeRates.title'));
  const rates = useExchangeRates();
  const [entering, setEntering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title={t('exchangeRates.title')}
        description={t('exchangeRates.description')}
        actions={
          <Button onClick={() => setEntering(true)}>
            <PencilLine aria-hidden="true" className="size-4" />
            {t('exchangeRates.manual.action')}
          </Button>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <QueryView query={rates} errorText={t('exchangeRates.loadFailed')}>
        {(data) => (
          <div className="space-y-4">
            <LastFetch fetch={data.lastFetch} />
            <Card>
              {data.data.length === 0 ? (
                <EmptyState
                  icon={<Coins aria-hidden="true" />}
                  title={t('exchangeRates.empty.title')}
                  text={t('exchangeRates.empty.text')}
                />
              ) : (
                <RatesTable rates={data.data} />
              )}
            </Card>
          </div>
        )}
      </QueryView>
      {entering && (
        <ManualRateDialog onClose={() => setEntering(false)} onSaved={(message) => setNotice(message)} />
      )}
    </>
  );
}
