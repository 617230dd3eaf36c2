import type { LocalizedText } from '@kopru/domain/schemas/content';
import { formatNumber } from '@kopru/i18n/format';
import { Field } from '@kopru/ui/field';
import { Input, Textarea } from '@kopru/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const languages = ['en', 'tr'] as const;
type Language = (typeof languages)[number];

/** One text in English and Turkish side by side (stacked on phones), each with a length counter. */
export function LocalizedField({
  legend,
  value,
  inputs,
  max,
  rows,
  errors,
  disabled,
  required = true,
}: {
  legend: string;
  /** The texts as typed (for the counters). */
  value: LocalizedText;
  /** Each language's input, registered with the form. */
  inputs: Record<Language, UseFormRegisterReturn>;
  max: number;
  /** A textarea of this many rows; a one-line input without it. */
  rows?: number;
  errors: { en?: string | undefined; tr?: string | undefined };
  disabled: boolean;
  /** Whether English is required (optional link texts are not). */
  required?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        {languages.map((language) => {
          const text = value[language];
          const counter = t('siteContent.fields.counter', {
            count: formatNumber(text.trim().length, i18n.language),
            max: formatNumber(max, i18n.language),
          });
          const common = {
            ...inputs[language],
            lang: language,
            disabled,
            required: required && language === 'en',
          };
          return (
            <Field
              key={language}
              label={t(`siteContent.languages.${language}`)}
              hint={counter}
              error={errors[language]}
            >
              {(control) =>
                rows ? (
                  <Textarea {...control} {...common} rows={rows} invalid={Boolean(errors[language])} />
                ) : (
                  <Input {...control} {...common} invalid={Boolean(errors[language])} />
                )
              }
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
