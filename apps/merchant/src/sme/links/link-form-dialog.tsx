import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useCreatePaymentLink, useUpdatePaymentLink } from '@kopru/api-client/payments';
import { MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from '@kopru/domain/money';
import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { useMemo, useState } from 'react';
import { type FieldPath, get, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAmountText } from '../amount-text.ts';
import { ReferenceSection } from './link-form-reference.tsx';
import {
  createLinkSchema,
  editLinkSchema,
  emptyLinkForm,
  type LinkFormValues,
  linkFormOf,
} from './link-form-schema.ts';
import {
  AfterSection,
  AvailabilitySection,
  ExportSection,
  PayerSection,
  PriceSection,
  ProductSection,
  type SectionProps,
} from './link-form-sections.tsx';

/** What the dialog does: a new link, a new link started from another one, or an edit. */
export type LinkFormMode =
  | { kind: 'create' }
  | { kind: 'duplicate'; link: PaymentLink }
  | { kind: 'edit'; link: PaymentLink };

/**
 * The create and edit dialog of a payment link, on react-hook-form with the domain schema: typed
 * amounts are read the way the user's language writes them, never through floats.
 */
export function LinkFormDialog({ mode, onClose }: { mode: LinkFormMode; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const message = useMessage();
  const amounts = useAmountText();
  const create = useCreatePaymentLink();
  const update = useUpdatePaymentLink();
  const editing = mode.kind === 'edit';
  const [failure, setFailure] = useState<string | null>(null);

  const defaultValues = useMemo<LinkFormValues>(() => {
    if (mode.kind === 'create') return emptyLinkForm;
    const values = linkFormOf(mode.link, locale);
    if (mode.kind === 'edit') return values;
    // A copy of an expired link starts without the expiry, which the server would refuse.
    const expired = mode.link.expiresAt !== null && Date.parse(mode.link.expiresAt) <= Date.now();
    return {
      ...values,
      productName: t('links.duplicateName', { name: mode.link.productName }).slice(0, 120),
      ...(expired ? { expiresAt: '' } : {}),
    };
  }, [mode, locale, t]);
  // One form type for both requests; the resolver's output is the request of the mode.
  const resolver = zodResolver(
    mode.kind === 'edit' ? editLinkSchema(locale, mode.link.metadata) : createLinkSchema(locale),
  ) as unknown as Resolver<LinkFormValues, unknown, unknown>;
  const form = useForm<LinkFormValues, unknown, unknown>({ resolver, defaultValues });
  const pending = create.isPending || update.isPending;
  const currency = form.watch('currency');
  const limits = {
    minimum: amounts.format(MIN_CHARGE_MINOR, currency),
    maximum: amounts.format(MAX_CHARGE_MINOR, currency),
    examples: amounts.examples,
  };
  const error = (path: string) => {
    const key = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
    return key ? message(key, limits) : undefined;
  };

  const refused = (failed: Error) => {
    if (!(failed instanceof ApiError && failed.code === 'validation_failed')) {
      setFailure(message(errorMessageKey(failed)));
      return;
    }
    let first = true;
    for (const [path, key] of Object.entries(failed.fieldErrors)) {
      if (get(form.getValues(), path) === undefined) {
        setFailure(message(key, limits));
        continue;
      }
      form.setError(
        path as FieldPath<LinkFormValues>,
        { type: 'server', message: key },
        { shouldFocus: first },
      );
      first = false;
    }
  };

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    if (mode.kind === 'edit')
      update.mutate(
        { ...(request as Parameters<typeof update.mutate>[0]), id: mode.link.id },
        { onSuccess: onClose, onError: refused },
      );
    else
      create.mutate(request as Parameters<typeof create.mutate>[0], { onSuccess: onClose, onError: refused });
  });

  const sectionProps: SectionProps = {
    form,
    error,
    disabled: pending,
    editing,
    amountPlaceholder: amounts.format(4999, currency),
    amountHint: t('links.form.amountHint', limits),
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('links.form.editTitle') : t('links.form.title')}
      description={editing ? t('links.form.editDescription') : t('links.form.description')}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure} />
        <ProductSection {...sectionProps} />
        <PriceSection {...sectionProps} />
        <AvailabilitySection {...sectionProps} />
        <PayerSection {...sectionProps} />
        <AfterSection {...sectionProps} />
        <ExportSection {...sectionProps} />
        <ReferenceSection {...sectionProps} />
        <FormActions
          onCancel={onClose}
          pending={pending}
          submitLabel={editing ? t('links.form.save') : t('links.form.submit')}
          pendingLabel={editing ? t('links.form.saving') : t('links.form.submitting')}
        />
      </form>
    </Dialog>
  );
}
