import { formatCardNumber } from '@kopru/domain/card';
import { sandboxTestCards } from '@kopru/domain/test-cards';
import { FlaskConical } from 'lucide-react';
import { useI18n } from './i18n.ts';

type Card = (typeof sandboxTestCards)[number];
type Outcome =
  | 'success'
  | 'declined'
  | 'insufficient'
  | 'expired'
  | 'incorrectCvc'
  | 'disputed'
  | 'threeDs'
  | 'threeDsDeclined';

/** The catalog key (`checkout.sandboxCards.*`) that says what a test card does. */
function outcomeOf(card: Card): Outcome {
  if (card.threeDs) return card.declineCode ? 'threeDsDeclined' : 'threeDs';
  if (card.disputed) return 'disputed';
  switch (card.declineCode) {
    case null:
      return 'success';
    case 'insufficient_funds':
      return 'insufficient';
    case 'expired_card':
      return 'expired';
    case 'incorrect_cvc':
      return 'incorrectCvc';
    default:
      return 'declined';
  }
}

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
        {sandboxTestCards.map((card) => (
          <li key={card.number}>
            {formatCardNumber(card.number)} ·{' '}
            <span className="font-sans">{t(`checkout.sandboxCards.${outcomeOf(card)}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
