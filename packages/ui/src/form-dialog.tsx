import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import { FormFailure } from './form-actions.tsx';

/** An open dialog holding one form: the request's failure above the fields; closing calls `onClose`. */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  failure,
  children,
}: {
  title: string;
  description?: string;
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormFailure message={failure} />
        {children}
      </form>
    </Dialog>
  );
}
