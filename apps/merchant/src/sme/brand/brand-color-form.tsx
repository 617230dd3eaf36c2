import { useUpdateBrandColor } from '@kopru/api-client/brand';
import { ApiError } from '@kopru/api-client/client';
import { normalizeHexColor, WCAG_AA_CONTRAST, whiteTextContrast } from '@kopru/domain/brand';
import { brandColorSchema } from '@kopru/domain/schemas/brand';
import { formatNumber } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { TextField } from '@kopru/ui/field';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Köprü's own colour (brand-700), what pages use without the merchant's. */
const KOPRU_COLOR = '#0f766e';

/** The message key of a refused save: the field's issue, or the API's code. */
function refusalKey(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fieldErrors)[0] ?? `errors.${error.code}`;
  return 'errors.network_error';
}

/**
 * The brand colour: a picker and its hex field kept in step, the contrast of white text on it
 * (the same function the API refuses with) and the pay button as payers will see it.
 */
export function BrandColorForm({ color, canManage }: { color: string | null; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const update = useUpdateBrandColor();
  const [text, setText] = useState(color ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const verdictId = useId();
  const hex = normalizeHexColor(text);
  const ratio = hex ? whiteTextContrast(hex) : null;
  const passes = ratio !== null && ratio >= WCAG_AA_CONTRAST;
  const shown = hex ?? color ?? KOPRU_COLOR;
  const number = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 2 });

  const change = (value: string) => {
    setText(value);
    setProblem(null);
    update.reset();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = brandColorSchema.safeParse(text);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'brand.errors.color');
    update.mutate(parsed.data, { onError: (error) => setProblem(refusalKey(error)) });
  };
  const useDefault = () => {
    setProblem(null);
    update.mutate(null, { onSuccess: () => setText('') });
  };

  return (
    <form noValidate onSubmit={save} className="space-y-3" aria-label={t('brand.color')}>
      {update.isSuccess && <Alert tone="success">{t('brand.colorSaved')}</Alert>}
      {!color && <p className="text-sm text-slate-600">{t('brand.defaultColor')}</p>}
      <div className="flex items-end gap-3">
        <label className="flex shrink-0 flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t('brand.colorPicker')}
          <input
            type="color"
            value={shown}
            disabled={!canManage || update.isPending}
            onChange={(event) => change(event.target.value)}
            className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </label>
        <TextField
          fieldClassName="grow"
          label={t('brand.colorHex')}
          value={text}
          placeholder={KOPRU_COLOR}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          readOnly={!canManage}
          disabled={update.isPending}
          onChange={(event) => change(event.target.value)}
          error={problem ? message(problem) : undefined}
        />
      </div>
      <p className="text-xs text-slate-500">{t('brand.colorHint')}</p>
      <div id={verdictId} aria-live="polite" className="space-y-1 text-sm">
        {ratio !== null && (
          <>
            <p className="text-slate-700">{t('brand.contrast', { ratio: number(ratio) })}</p>
            <p className={passes ? 'font-medium text-green-800' : 'font-medium text-red-700'}>
              {t(passes ? 'brand.contrastPasses' : 'brand.contrastFails', {
                minimum: number(WCAG_AA_CONTRAST),
              })}
            </p>
          </>
        )}
      </div>
      <div className="rounded-lg border border-slate-200 p-3">
        <p className="mb-2 text-xs text-slate-500">{t('brand.previewLabel')}</p>
        <span
          data-testid="brand-preview-button"
          style={{ backgroundColor: shown }}
          className="inline-flex h-10 w-full items-center justify-center rounded-lg font-medium text-white"
        >
          {t('brand.previewButton')}
        </span>
      </div>
      {canManage && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('brand.saving') : t('brand.saveColor')}
          </Button>
          {color && (
            <Button type="button" variant="secondary" onClick={useDefault} disabled={update.isPending}>
              {t('brand.resetColor')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
