import { countryCodes } from '@kopru/domain/countries';
import type { CollectField } from '@kopru/domain/schemas/payer-details';
import { Checkbox } from '@kopru/ui/checkbox';
import { Field, TextField } from '@kopru/ui/field';
import { Select } from '@kopru/ui/input';
import { useMemo } from 'react';
import { useI18n } from './i18n.ts';
import { type AddressText, asksShippingApart, type PayerText } from './payer-text.ts';

/** The fields the link collects (and the acquirer needs), under "Your details". */
/** Loaded only for links that collect something (the country list is not small). */
export default function PayerFields({
  collect,
  payer,
  problems,
  disabled,
  onChange,
}: {
  collect: readonly CollectField[];
  payer: PayerText;
  problems: Record<string, string>;
  disabled: boolean;
  onChange(payer: PayerText): void;
}) {
  const { t, tDynamic } = useI18n();
  if (collect.length === 0) return null;
  const problem = (path: string) =>
    problems[`payer.${path}`] ? tDynamic(problems[`payer.${path}`] ?? '', 'validation.invalid') : undefined;
  const text = (field: 'name' | 'phone' | 'company' | 'taxId', autoComplete: string) =>
    collect.includes(field) && (
      <TextField
        label={t(`checkout.payer.${field}`)}
        name={field}
        autoComplete={autoComplete}
        type={field === 'phone' ? 'tel' : 'text'}
        value={payer[field]}
        onChange={(event) => onChange({ ...payer, [field]: event.target.value })}
        error={problem(field)}
        maxLength={field === 'phone' ? 30 : 200}
        disabled={disabled}
        required={field === 'name' || field === 'phone'}
      />
    );
  const address = (kind: 'billingAddress' | 'shippingAddress') => (
    <AddressFields
      kind={kind}
      address={payer[kind]}
      problem={(path) => problem(`${kind}.${path}`)}
      disabled={disabled}
      onChange={(value) => onChange({ ...payer, [kind]: value })}
    />
  );
  return (
    <section aria-labelledby="payer-title" className="space-y-4">
      <h3 id="payer-title" className="text-sm font-semibold">
        {t('checkout.payer.title')}
      </h3>
      {text('name', 'name')}
      {text('phone', 'tel')}
      {text('company', 'organization')}
      {text('taxId', 'off')}
      {collect.includes('billingAddress') && address('billingAddress')}
      {collect.includes('billingAddress') && collect.includes('shippingAddress') && (
        <Checkbox
          label={t('checkout.payer.shipToBilling')}
          name="shipToBilling"
          checked={payer.shipToBilling}
          onChange={(event) => onChange({ ...payer, shipToBilling: event.target.checked })}
          disabled={disabled}
        />
      )}
      {asksShippingApart(collect, payer) && address('shippingAddress')}
    </section>
  );
}

function AddressFields({
  kind,
  address,
  problem,
  disabled,
  onChange,
}: {
  kind: 'billingAddress' | 'shippingAddress';
  address: AddressText;
  problem(path: string): string | undefined;
  disabled: boolean;
  onChange(address: AddressText): void;
}) {
  const { t, locale } = useI18n();
  const section = kind === 'billingAddress' ? 'billing' : 'shipping';
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
  const line = (field: 'line1' | 'line2' | 'city' | 'postalCode' | 'region', autoComplete: string) => (
    <TextField
      label={t(`checkout.payer.${field}`)}
      name={`${kind}-${field}`}
      autoComplete={`${section} ${autoComplete}`}
      value={address[field]}
      onChange={(event) => onChange({ ...address, [field]: event.target.value })}
      error={problem(field)}
      maxLength={field === 'postalCode' ? 20 : 200}
      disabled={disabled}
      required={field === 'line1' || field === 'city'}
    />
  );
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t(`checkout.payer.${kind}`)}</legend>
      <Field label={t('checkout.payer.country')} error={problem('country')}>
        {(control) => (
          <Select
            {...control}
            name={`${kind}-country`}
            autoComplete={`${section} country`}
            value={address.country}
            onChange={(event) => onChange({ ...address, country: event.target.value })}
            disabled={disabled}
            required
          >
            <option value="">{t('checkout.payer.chooseCountry')}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {line('line1', 'address-line1')}
      {/* Side by side only where "Postal code (optional)" fits on one line above its input. */}
      <div className="grid gap-3 sm:grid-cols-2">
        {line('postalCode', 'postal-code')}
        {line('city', 'address-level2')}
      </div>
      {/* Most addresses need neither: kept out of the way on a phone, open once filled. */}
      <details open={Boolean(address.line2 || address.region) || undefined} className="text-sm">
        <summary className="cursor-pointer text-slate-700">{t('checkout.payer.moreLines')}</summary>
        <div className="mt-3 space-y-3">
          {line('line2', 'address-line2')}
          {line('region', 'address-level1')}
        </div>
      </details>
    </fieldset>
  );
}
