import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useCreateContent, useUpdateContent } from '@kopru/api-client/content';
import {
  type ContentEntry,
  type ContentKind,
  contentInputSchema,
  contentLimits,
} from '@kopru/domain/schemas/content';
import { type FieldErrors, fieldErrorsOf } from '@kopru/domain/validation';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Checkbox } from '@kopru/ui/checkbox';
import { Dialog } from '@kopru/ui/dialog';
import { TextField } from '@kopru/ui/field';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Draft, draftOf, emptyDraft, inputOf } from './draft.ts';
import { EntryPreview } from './entry-preview.tsx';
import { LocalizedField } from './localized-field.tsx';

export interface EditorTarget {
  kind: ContentKind;
  /** The entry being edited; absent when adding one. */
  entry?: ContentEntry;
}

/** Adds or edits one entry: both languages side by side, a live preview, and translated errors. */
export function EntryEditor({
  target,
  onClose,
  onSaved,
}: {
  target: EditorTarget;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const formId = useId();
  const create = useCreateContent();
  const update = useUpdateContent();
  const [draft, setDraft] = useState<Draft>(() =>
    target.entry ? draftOf(target.entry) : emptyDraft(target.kind),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const form = useRef<HTMLFormElement>(null);

  // After a refused save, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const kind = target.kind;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorAt = (path: string) => (errors[path] ? message(errors[path]) : undefined);
  const localized = (key: 'question' | 'answer' | 'quote' | 'authorRole' | 'message' | 'linkLabel') => ({
    value: draft[key],
    onChange: (value: Draft[typeof key]) => set(key, value),
    errors: { en: errorAt(`${key}.en`), tr: errorAt(`${key}.tr`) },
    disabled: pending,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = contentInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setFailure(message('errors.validation_failed'));
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => onSaved(t(target.entry ? 'siteContent.done.saved' : 'siteContent.done.created')),
      onError: (error: Error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') setErrors(error.fieldErrors);
        setFailure(message(errorMessageKey(error)));
      },
    };
    if (target.entry) update.mutate({ id: target.entry.id, input: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      size="xl"
      title={t(
        target.entry ? `siteContent.editor.editTitle.${kind}` : `siteContent.editor.createTitle.${kind}`,
      )}
      description={t('siteContent.editor.description')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {pending ? t('siteContent.editor.saving') : t('siteContent.editor.save')}
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} noValidate onSubmit={submit} className="space-y-6">
        {failure && <Alert tone="error">{failure}</Alert>}
        {kind === 'faq' && (
          <>
            <LocalizedField
              legend={t('siteContent.fields.question')}
              max={contentLimits.question}
              {...localized('question')}
            />
            <LocalizedField
              legend={t('siteContent.fields.answer')}
              max={contentLimits.answer}
              rows={6}
              {...localized('answer')}
            />
          </>
        )}
        {kind === 'testimonial' && (
          <>
            <LocalizedField
              legend={t('siteContent.fields.quote')}
              max={contentLimits.quote}
              rows={4}
              {...localized('quote')}
            />
            <TextField
              label={t('siteContent.fields.authorName')}
              value={draft.authorName}
              onChange={(event) => set('authorName', event.target.value)}
              error={errorAt('authorName')}
              disabled={pending}
              required
            />
            <LocalizedField
              legend={t('siteContent.fields.authorRole')}
              max={contentLimits.authorRole}
              {...localized('authorRole')}
            />
          </>
        )}
        {kind === 'announcement' && (
          <>
            <LocalizedField
              legend={t('siteContent.fields.message')}
              max={contentLimits.message}
              rows={2}
              {...localized('message')}
            />
            <TextField
              label={t('siteContent.fields.linkUrl')}
              hint={t('siteContent.fields.linkUrlHint')}
              value={draft.linkUrl}
              onChange={(event) => set('linkUrl', event.target.value)}
              error={errorAt('linkUrl')}
              disabled={pending}
              inputMode="url"
            />
            <LocalizedField
              legend={t('siteContent.fields.linkLabel')}
              max={contentLimits.linkLabel}
              required={false}
              {...localized('linkLabel')}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                type="datetime-local"
                label={t('siteContent.fields.startsAt')}
                hint={t('siteContent.fields.scheduleHint')}
                value={draft.startsAt}
                onChange={(event) => set('startsAt', event.target.value)}
                error={errorAt('startsAt')}
                disabled={pending}
              />
              <TextField
                type="datetime-local"
                label={t('siteContent.fields.endsAt')}
                hint={t('siteContent.fields.scheduleHint')}
                value={draft.endsAt}
                onChange={(event) => set('endsAt', event.target.value)}
                error={errorAt('endsAt')}
                disabled={pending}
              />
            </div>
          </>
        )}
        <Checkbox
          label={t('siteContent.fields.visible')}
          checked={draft.visible}
          onChange={(event) => set('visible', event.target.checked)}
          disabled={pending}
        />
        <EntryPreview draft={draft} />
      </form>
    </Dialog>
  );
}
