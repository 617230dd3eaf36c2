import { useMerchantDomains } from '@kopru/api-client/merchant-domains';
import { countryCodes } from '@kopru/domain/countries';
import { hostIsUnder } from '@kopru/domain/merchant-domains';
import { linkCurrencies } from '@kopru/domain/money';
import { collectFields } from '@kopru/domain/schemas/payer-details';
import { Checkbox } from '@kopru/ui/checkbox';
import { Field, TextField } from '@kopru/ui/field';
import { Input, Select, Textarea } from '@kopru/ui/input';
import { type ReactNode, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LinkFormValues } from './link-form-schema.ts';

export interface SectionProps {
  form: UseFormReturn<LinkFormValues, unknown, unknown>;
  /** The translated error of a field path, if any. */
  error(path: string): string | undefined;
  disabled: boolean;
  /** Editing: the currency stays. */
  editing: boolean;
  amountPlaceholder: string;
  amountHint: string;
}

/** One part of the form; closed parts open when they hold a value or an error. */
export function Section({
  title,
  open,
  children,
}: {
  title: string;
  /** undefined: always shown, without a toggle. */
  open?: boolean;
  children: ReactNode;
}) {
  const body = <div className="space-y-4 pt-3">{children}</div>;
  if (open === undefined)
    return (
      <fieldset className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
        <legend className="float-left text-sm font-semibold text-slate-900">{title}</legend>
        <div className="clear-left">{body}</div>
      </fieldset>
    );
  return (
    <details open={open || undefined} className="group border-t border-slate-200 pt-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">{title}</summary>
      {body}
    </details>
  );
}

function RadioChoice({
  name,
  options,
  register,
}: {
  name: 'pricing' | 'after';
  options: { value: string; label: string }[];
  register: SectionProps['form']['register'];
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
          <input type="radio" value={option.value} className="size-4 accent-brand-700" {...register(name)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}

export function ProductSection({ form, error, disabled }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('links.form.sections.product')}>
      <TextField
        label={t('links.form.productName')}
        {...form.register('productName')}
        error={error('productName')}
        maxLength={120}
        disabled={disabled}
        required
      />
      <Field label={t('links.form.details')} hint={t('links.form.detailsHint')} error={error('description')}>
        {(control) => (
          <Textarea {...control} {...form.register('description')} maxLength={500} disabled={disabled} />
        )}
      </Field>
    </Section>
  );
}

export function PriceSection({
  form,
  error,
  disabled,
  editing,
  amountPlaceholder,
  amountHint,
}: SectionProps) {
  const { t } = useTranslation();
  const custom = form.watch('pricing') === 'custom';
  const adjustable = form.watch('quantityAdjustable');
  const amountField = (name: 'amount' | 'customAmount.minimum' | 'customAmount.maximum', label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      placeholder={amountPlaceholder}
      {...form.register(name)}
      hint={name === 'amount' && custom ? t('links.form.suggestedHint') : amountHint}
      error={error(name)}
      disabled={disabled}
      required={name !== 'amount' || !custom}
    />
  );
  return (
    <Section title={t('links.form.sections.price')}>
      <RadioChoice
        name="pricing"
        register={form.register}
        options={[
          { value: 'fixed', label: t('links.form.pricing.fixed') },
          { value: 'custom', label: t('links.form.pricing.custom') },
        ]}
      />
      <Field label={t('links.form.currency')} error={error('currency')}>
        {(control) => (
          <Select {...control} {...form.register('currency')} disabled={disabled || editing}>
            {linkCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {custom && (
        <div className="grid grid-cols-2 gap-3">
          {amountField('customAmount.minimum', t('links.form.minimum'))}
          {amountField('customAmount.maximum', t('links.form.maximum'))}
        </div>
      )}
      {amountField('amount', custom ? t('links.form.suggested') : t('links.form.amount'))}
      <Checkbox
        label={t('links.form.quantity')}
        {...form.register('quantityAdjustable')}
        disabled={disabled}
      />
      {adjustable && (
        <TextField
          label={t('links.form.maxQuantity')}
          inputMode="numeric"
          {...form.register('maxQuantity')}
          hint={t('links.form.maxQuantityHint')}
          error={error('maxQuantity')}
          disabled={disabled}
        />
      )}
    </Section>
  );
}

export function AvailabilitySection({ form, error, disabled }: SectionProps) {
  const { t } = useTranslation();
  const filled = Boolean(form.watch('expiresAt') || form.watch('maxPayments'));
  return (
    <Section
      title={t('links.form.sections.availability')}
      open={filled || Boolean(error('expiresAt') || error('maxPayments'))}
    >
      <Field
        label={t('links.form.expiresAt')}
        hint={t('links.form.expiresAtHint')}
        error={error('expiresAt')}
      >
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            {...form.register('expiresAt')}
            invalid={Boolean(error('expiresAt'))}
            disabled={disabled}
          />
        )}
      </Field>
      <TextField
        label={t('links.form.maxPayments')}
        inputMode="numeric"
        {...form.register('maxPayments')}
        hint={t('links.form.maxPaymentsHint')}
        error={error('maxPayments')}
        disabled={disabled}
      />
    </Section>
  );
}

export function PayerSection({ form, error, disabled }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('links.form.sections.payer')}
      open={form.watch('collect').length > 0 || form.watch('physicalGoods') || Boolean(error('collect'))}
    >
      <div>
        <Checkbox
          label={t('links.form.physicalGoods')}
          aria-describedby="physical-goods-hint"
          {...form.register('physicalGoods')}
          disabled={disabled}
        />
        <p id="physical-goods-hint" className="ms-6 text-sm text-slate-500">
          {t('links.form.physicalGoodsHint')}
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm text-slate-600">{t('links.form.collectHint')}</legend>
        {collectFields.map((field) => (
          <Checkbox
            key={field}
            label={t(`links.form.collect.${field}`)}
            value={field}
            {...form.register('collect')}
            disabled={disabled}
          />
        ))}
      </fieldset>
    </Section>
  );
}

/** The redirect hint, and whether its host is on a verified domain (then no notice is shown). */
function RedirectHint({ url }: { url: string }) {
  const { t } = useTranslation();
  const domains = useMerchantDomains();
  let host = '';
  try {
    host = /^https:\/\//i.test(url.trim()) ? new URL(url.trim()).hostname : '';
  } catch {
    host = '';
  }
  const verified = (domains.data?.data ?? []).filter((d) => d.verifiedAt).map((d) => d.domain);
  const domain = host ? verified.find((each) => hostIsUnder(host, each)) : undefined;
  return (
    <>
      {t('links.form.redirectUrlHint')}
      {host && domains.data && (
        <span className="mt-1 block font-medium">
          {domain ? t('domains.linkVerified', { host, domain }) : t('domains.linkUnverified', { host })}
        </span>
      )}
    </>
  );
}

export function AfterSection({ form, error, disabled }: SectionProps) {
  const { t } = useTranslation();
  const redirect = form.watch('after') === 'redirect';
  const filled = redirect || Boolean(form.watch('successMessage'));
  return (
    <Section
      title={t('links.form.sections.after')}
      open={filled || Boolean(error('successMessage') || error('redirectUrl'))}
    >
      <RadioChoice
        name="after"
        register={form.register}
        options={[
          { value: 'message', label: t('links.form.after.message') },
          { value: 'redirect', label: t('links.form.after.redirect') },
        ]}
      />
      {redirect ? (
        <TextField
          label={t('links.form.redirectUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...form.register('redirectUrl')}
          hint={<RedirectHint url={form.watch('redirectUrl') ?? ''} />}
          error={error('redirectUrl')}
          disabled={disabled}
        />
      ) : (
        <Field
          label={t('links.form.successMessage')}
          hint={t('links.form.successMessageHint')}
          error={error('successMessage')}
        >
          {(control) => (
            <Textarea {...control} {...form.register('successMessage')} maxLength={500} disabled={disabled} />
          )}
        </Field>
      )}
    </Section>
  );
}

/** GTİP code and country of origin, copied to the export record of each sale (docs/export.md). */
export function ExportSection({ form, error, disabled }: SectionProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
  const filled = Boolean(form.watch('gtipCode')) || form.watch('originCountry') !== 'TR';
  return (
    <Section
      title={t('links.form.sections.export')}
      open={filled || Boolean(error('gtipCode') || error('originCountry'))}
    >
      <p className="text-sm text-slate-600">{t('links.form.exportHint')}</p>
      <TextField
        label={t('links.form.gtipCode')}
        inputMode="numeric"
        placeholder="6109.10.00.00.00"
        {...form.register('gtipCode')}
        hint={t('links.form.gtipCodeHint')}
        error={error('gtipCode')}
        maxLength={24}
        disabled={disabled}
      />
      <Field label={t('links.form.originCountry')} error={error('originCountry')}>
        {(control) => (
          <Select {...control} {...form.register('originCountry')} disabled={disabled}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </Section>
  );
}
