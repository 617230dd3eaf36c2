import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useCreateContent, useUpdateContent } from '@kopru/api-client/content';
import {
  type ContentEntry,
  type ContentInput,
  type ContentKind,
  contentLimits,
} from '@kopru/domain/schemas/content';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Checkbox } from '@kopru/ui/checkbox';
import { Dialog } from '@kopru/ui/dialog';
import { TextField } from '@kopru/ui/field';
import { useId, useState } from 'react';
import { get, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Draft, draftOf, draftSchema, emptyDraft } from './draft.ts';
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
  const form = useForm<Draft, unknown, ContentInput>({
    resolver: zodResolver(draftSchema),
    defaultValues: target.entry ? draftOf(target.entry) : emptyDraft(target.kind),
  });
  const draft = form.watch();
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const kind = target.kind;

  const errorAt = (path: string) => {
    const key = (get(errors, path) as { message?: unknown } | undefined)?.message;
    return typeof key === 'string' ? message(key) : undefined;
  };
  const text = (key: 'authorName' | 'linkUrl' | 'startsAt' | 'endsAt') => ({
    ...form.register(key),
    error: errorAt(key),
    disabled: pending,
  });
  const localized = (key: 'question' | 'answer' | 'quote' | 'authorRole' | 'message' | 'linkLabel') => ({
    value: draft[key],
    inputs: { en: form.register(`${key}.en`), tr: form.register(`${key}.tr`) },
    errors: { en: errorAt(`${key}.en`), tr: errorAt(`${key}.tr`) },
    disabled: pending,
  });

  const submit = form.handleSubmit(
    (input) => {
      setFailure(null);
      const callbacks = {
        onSuccess: () => onSaved(t(target.entry ? 'siteContent.done.saved' : 'siteContent.done.created')),
        onError: (error: Error) => {
          if (error instanceof ApiError && error.code === 'validation_failed') {
            Object.entries(error.fieldErrors).forEach(([path, key], index) => {
              form.setError(
                path as Path<Draft>,
                { type: 'server', message: key },
                { shouldFocus: index === 0 },
              );
            });
          }
          setFailure(errorMessageKey(error));
        },
      };
      if (target.entry) update.mutate({ id: target.entry.id, input }, callbacks);
      else create.mutate(input, callbacks);
    },
    () => setFailure('errors.validation_failed'),
  );

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
      <form id={formId} noValidate onSubmit={submit} className="space-y-6">
        {failure && <Alert tone="error">{message(failure)}</Alert>}
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
            <TextField label={t('siteContent.fields.authorName')} {...text('authorName')} required />
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
              {...text('linkUrl')}
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
                {...text('startsAt')}
              />
              <TextField
                type="datetime-local"
                label={t('siteContent.fields.endsAt')}
                hint={t('siteContent.fields.scheduleHint')}
                {...text('endsAt')}
              />
            </div>
          </>
        )}
        <Checkbox label={t('siteContent.fields.visible')} {...form.register('visible')} disabled={pending} />
        <EntryPreview draft={draft} />
      </form>
    </Dialog>
  );
}
