import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The button that backs out; closing is blocked while the action runs. */
  cancelLabel: string;
  confirmLabel: string;
  /** 'danger' unless the action takes nothing away (e.g. reactivating an account). */
  confirmVariant?: ButtonVariant;
  closeLabel: string;
  pending: boolean;
  /** What went wrong with the last attempt, already translated. */
  failure: string | null;
  failureTitle?: string;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an action (revoke, delete, cancel, reactivate) and shows why it failed, if it did. */
export function ConfirmDialog({
  open = true,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'danger',
  closeLabel,
  pending,
  failure,
  failureTitle,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      description={description}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure && (
        <Alert tone="error" {...(failureTitle ? { title: failureTitle } : {})}>
          {failure}
        </Alert>
      )}
    </Dialog>
  );
}
