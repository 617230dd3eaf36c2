import { formatCardNumber } from '@kopru/domain/card';
import { sandboxTestCards } from '@kopru/domain/test-cards';
import { useTranslation } from 'react-i18next';

const topics = ['auth', 'conventions', 'idempotency', 'pagination', 'errors'] as const;

/** The conventions every endpoint shares, and the sandbox's test cards. */
export function GuideSection({ rateLimit }: { rateLimit: number | undefined }) {
  const { t } = useTranslation();
  return (
    <section id="guide" aria-labelledby="guide-title" className="scroll-mt-20 space-y-6 py-8">
      <h2 id="guide-title" className="text-xl font-semibold text-slate-900">
        {t('developers.docs.guide.title')}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {topics.map((topic) => (
          <div key={topic}>
            <h3 className="text-base font-semibold text-slate-900">
              {t(`developers.docs.guide.${topic}.title`)}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t(`developers.docs.guide.${topic}.text`)}</p>
          </div>
        ))}
        {rateLimit !== undefined && (
          <div>
            <h3 className="text-base font-semibold text-slate-900">
              {t('developers.docs.guide.rateLimits.title')}
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              {t('developers.docs.guide.rateLimits.text', { count: rateLimit })}
            </p>
          </div>
        )}
      </div>
      <div>
        <h3 className="text-base font-semibold text-slate-900">
          {t('developers.docs.guide.testCards.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('developers.docs.guide.testCards.text')}</p>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sandboxTestCards.map((card) => (
            <li key={card.number} className="flex flex-wrap gap-x-3">
              <code className="font-mono">{formatCardNumber(card.number)}</code>
              <span className="text-slate-600">
                {card.threeDs && `${t('developers.docs.guide.testCards.threeDs')} → `}
                {card.declineCode ? (
                  <code className="font-mono text-xs">{card.declineCode}</code>
                ) : card.disputed ? (
                  t('developers.docs.guide.testCards.disputed')
                ) : (
                  t('developers.docs.guide.testCards.succeeds')
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
