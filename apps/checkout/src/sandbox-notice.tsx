import { FlaskConical } from 'lucide-react';
import { useI18n } from './i18n.ts';

const cards = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient' },
  { number: '4000 0027 6000 3184', outcome: 'threeDs' },
  { number: '4000 0084 0000 1629', outcome: 'threeDsDeclined' },
] as const;

export function SandboxNotice() {
  const { t } = useI18n();
  return (
    <aside className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <FlaskConical aria-hidden="true" className="size-4" />
        {t('checkout.sandboxTitle')}
      </p>
      <p className="mt-1">{t('checkout.sandboxText')}</p>
      <ul className="mt-2 space-y-0.5 font-mono text-xs">
        {cards.map((card) => (
          <li key={card.number}>
            {card.number} · <span className="font-sans">{t(`checkout.sandboxCards.${card.outcome}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
