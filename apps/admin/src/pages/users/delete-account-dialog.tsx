import { useDeleteSmeAccount } from '@kopru/api-client/admin-users';
import { UserConfirmDialog, type UserDialogProps } from './user-confirm-dialog.tsx';

/** Confirms deleting a deactivated SME account; says why when records that must be kept hold it. */
export function DeleteAccountDialog(props: UserDialogProps) {
  const remove = useDeleteSmeAccount();
  return (
    <UserConfirmDialog
      {...props}
      action="deleteAccount"
      danger
      pending={remove.isPending}
      run={(callbacks) => remove.mutate(props.user.id, callbacks)}
    />
  );
}
