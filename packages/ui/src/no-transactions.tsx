import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';

/** The transactions table's empty card: nothing matches the filters, or nothing has happened yet. */
export function NoTransactions({ filtered, text }: { filtered: boolean; text?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card>
      {filtered ? (
        <p className="px-5 py-10 text-center text-sm text-slate-600">{t('transactions.noMatch')}</p>
      ) : (
        <EmptyState
          icon={<ArrowLeftRight aria-hidden="true" />}
          title={t('transactions.empty.title')}
          text={text}
        />
      )}
    </Card>
  );
}
