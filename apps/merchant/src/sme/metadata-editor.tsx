import { Button } from '@kopru/ui/button';
import { Input } from '@kopru/ui/input';
import { useId } from 'react';
import { type Control, type FieldValues, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MetadataRow } from './metadata-rows.ts';

type WithMetadata = FieldValues & { metadata: MetadataRow[] };

/**
 * A small key-value editor: one row per pair, a name and a value, each with its label and its
 * error; rows stack on a phone. Adding a row focuses its name field.
 */
export function MetadataEditor<T extends WithMetadata>({
  control,
  register,
  error,
  disabled,
}: {
  control: Control<T, unknown, unknown>;
  register: UseFormRegister<T>;
  error(path: string): string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rows = useFieldArray({ control: control as unknown as Control<WithMetadata>, name: 'metadata' });
  const field = (index: number, part: 'key' | 'value') =>
    register(`metadata.${index}.${part}` as Parameters<typeof register>[0]);
  const problem = error('metadata.root');
  return (
    <div className="space-y-3">
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('metadata.hint')}
      </p>
      {rows.fields.length > 0 && (
        <div
          className="hidden grid-cols-[1fr_2fr_auto] gap-2 text-xs font-medium text-slate-600 sm:grid"
          aria-hidden
        >
          <span>{t('metadata.key')}</span>
          <span>{t('metadata.value')}</span>
          <span className="w-20" />
        </div>
      )}
      <ul className="space-y-3">
        {rows.fields.map((row, index) => {
          const number = index + 1;
          const keyError = error(`metadata.${index}.key`);
          const valueError = error(`metadata.${index}.value`);
          return (
            <li
              key={row.id}
              className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[1fr_2fr_auto] sm:border-0 sm:p-0"
            >
              <div>
                <label
                  htmlFor={`${id}-${row.id}-key`}
                  className="text-xs font-medium text-slate-600 sm:sr-only"
                >
                  {t('metadata.keyLabel', { number })}
                </label>
                <Input
                  id={`${id}-${row.id}-key`}
                  {...field(index, 'key')}
                  invalid={Boolean(keyError)}
                  aria-describedby={keyError ? `${id}-${row.id}-key-error` : undefined}
                  placeholder="order_id"
                  autoComplete="off"
                  disabled={disabled}
                />
                {keyError && (
                  <p id={`${id}-${row.id}-key-error`} className="mt-1 text-sm text-red-700">
                    {keyError}
                  </p>
                )}
              </div>
              <div>
                <label
                  htmlFor={`${id}-${row.id}-value`}
                  className="text-xs font-medium text-slate-600 sm:sr-only"
                >
                  {t('metadata.valueLabel', { number })}
                </label>
                <Input
                  id={`${id}-${row.id}-value`}
                  {...field(index, 'value')}
                  invalid={Boolean(valueError)}
                  aria-describedby={valueError ? `${id}-${row.id}-value-error` : undefined}
                  placeholder="6735"
                  autoComplete="off"
                  disabled={disabled}
                />
                {valueError && (
                  <p id={`${id}-${row.id}-value-error`} className="mt-1 text-sm text-red-700">
                    {valueError}
                  </p>
                )}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="md"
                className="w-full sm:w-20"
                aria-label={t('metadata.removeLabel', { number })}
                onClick={() => rows.remove(index)}
                disabled={disabled}
              >
                {t('metadata.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {problem && <p className="text-sm text-red-700">{problem}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => rows.append({ key: '', value: '' }, { shouldFocus: true })}
        disabled={disabled}
      >
        {t('metadata.add')}
      </Button>
    </div>
  );
}
