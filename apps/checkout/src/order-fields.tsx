import { amountExamples } from '@kopru/domain/amount-input';
import { MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from '@kopru/domain/money';
import type { PublicLink } from '@kopru/domain/schemas/checkout';
import { formatList, formatMoney } from '@kopru/i18n/format';
import { TextField } from '@kopru/ui/field';
import { Minus, Plus } from 'lucide-react';
import { useI18n } from './i18n.ts';
import type { Order, OrderProblems, OrderText } from './order.ts';

/** The amount the payer chooses and the quantity, with the total kept up to date as they type. */
/** Loaded only for links with a payer-chosen amount or a quantity. */
export default function OrderFields({
  link,
  text,
  order,
  problems,
  disabled,
  onChange,
}: {
  link: PublicLink;
  text: OrderText;
  order: Order;
  problems: OrderProblems;
  disabled: boolean;
  onChange(text: OrderText): void;
}) {
  const { t, tDynamic, locale } = useI18n();
  const money = (minor: number) => formatMoney(minor, link.currency, locale);
  const range = {
    minimum: money(link.customAmount?.minimum ?? MIN_CHARGE_MINOR),
    maximum: money(link.customAmount?.maximum ?? MAX_CHARGE_MINOR),
  };
  const vars = {
    maxQuantity: link.maxQuantity,
    examples: formatList(
      amountExamples(locale).map((form) => `“${form}”`),
      locale,
      'disjunction',
    ),
    // The total's limits are those of one charge; the amount's, the link's range.
    ...(problems.quantity === 'checkout.errors.totalRange'
      ? { minimum: money(MIN_CHARGE_MINOR), maximum: money(MAX_CHARGE_MINOR) }
      : range),
  };
  const problem = (key: string | undefined) => (key ? tDynamic(key, 'validation.invalid', vars) : undefined);
  const quantity = Number(text.quantity) || 1;
  const step = (by: number) =>
    onChange({ ...text, quantity: String(Math.min(link.maxQuantity, Math.max(1, quantity + by))) });

  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      {link.customAmount && (
        <TextField
          label={t('checkout.order.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={text.amount}
          onChange={(event) => onChange({ ...text, amount: event.target.value })}
          hint={t('checkout.order.amountHint', range)}
          error={problem(problems.amount)}
          disabled={disabled}
          required
        />
      )}
      {link.maxQuantity > 1 && (
        <div>
          <div className="flex items-end gap-2">
            <button
              type="button"
              aria-label={t('checkout.order.decrease')}
              className="mb-0.5 grid size-9 place-items-center rounded-lg border border-slate-300 disabled:opacity-40"
              onClick={() => step(-1)}
              disabled={disabled || quantity <= 1}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <TextField
              label={t('checkout.order.quantity')}
              name="quantity"
              inputMode="numeric"
              fieldClassName="w-24"
              className="text-center"
              value={text.quantity}
              onChange={(event) =>
                onChange({ ...text, quantity: event.target.value.replace(/\D/g, '').slice(0, 4) })
              }
              disabled={disabled}
            />
            <button
              type="button"
              aria-label={t('checkout.order.increase')}
              className="mb-0.5 grid size-9 place-items-center rounded-lg border border-slate-300 disabled:opacity-40"
              onClick={() => step(1)}
              disabled={disabled || quantity >= link.maxQuantity}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          {problems.quantity && <p className="mt-1.5 text-sm text-red-700">{problem(problems.quantity)}</p>}
        </div>
      )}
      <div className="flex items-baseline justify-between gap-4" aria-live="polite">
        <span className="text-sm text-slate-500">{t('checkout.order.total')}</span>
        <span className="text-2xl font-semibold tracking-tight">{order.ok ? money(order.total) : '–'}</span>
      </div>
    </div>
  );
}
