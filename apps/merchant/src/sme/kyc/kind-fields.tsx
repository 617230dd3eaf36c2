import { legalForms, merchantKindOf } from '@kopru/domain/merchant-kind';
import type { KycSubmissionFields } from '@kopru/domain/schemas/kyc';
import { TextField } from '@kopru/ui/field';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FieldName = 'legalForm' | 'taxOffice' | 'holderFirstName' | 'holderLastName';

/**
 * What iyzico needs for what the merchant is (@kopru/domain/merchant-kind): a company gives its
 * tax office; with an 11-digit tax number the merchant first says how it sells, then a sole
 * proprietorship gives its tax office and a person the two names of the bank account's holder.
 */
export function KindFields({
  taxId,
  form,
  busy,
  errorOf,
}: {
  taxId: string;
  form: UseFormReturn<KycSubmissionFields>;
  busy: boolean;
  errorOf: (key: FieldName) => string | undefined;
}) {
  const { t } = useTranslation();
  const kind = merchantKindOf(taxId, form.watch('legalForm'));
  const field = (key: FieldName) => ({ ...form.register(key), disabled: busy, error: errorOf(key) });
  const legalFormError = errorOf('legalForm');

  return (
    <>
      {taxId.length === 11 && (
        <fieldset className="space-y-2" aria-describedby="kyc-legal-form-hint">
          <legend className="text-sm font-medium text-slate-800">{t('kyc.form.legalForm')}</legend>
          <p id="kyc-legal-form-hint" className="text-xs text-slate-600">
            {t('kyc.form.legalFormHint')}
          </p>
          {legalForms.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={value}
                {...form.register('legalForm')}
                disabled={busy}
                aria-invalid={Boolean(legalFormError)}
                className="size-4 accent-brand-700"
              />
              {t(`kyc.form.legalForms.${value}`)}
            </label>
          ))}
          {legalFormError && <p className="text-sm text-red-700">{legalFormError}</p>}
        </fieldset>
      )}
      {(kind === 'company' || kind === 'sole_proprietorship') && (
        <TextField
          label={t('kyc.form.taxOffice')}
          hint={t('kyc.form.taxOfficeHint')}
          autoComplete="off"
          {...field('taxOffice')}
        />
      )}
      {kind === 'person' && (
        <div className="space-y-2">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('kyc.form.holderFirstName')}
              autoComplete="given-name"
              {...field('holderFirstName')}
            />
            <TextField
              label={t('kyc.form.holderLastName')}
              autoComplete="family-name"
              {...field('holderLastName')}
            />
          </div>
          <p className="text-xs text-slate-600">{t('kyc.form.holderHint')}</p>
        </div>
      )}
    </>
  );
}
