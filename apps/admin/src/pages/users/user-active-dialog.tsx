import { useSetAdminActive } from '@kopru/api-client/admin-users';
import { UserConfirmDialog, type UserDialogProps } from './user-confirm-dialog.tsx';

/** Confirms deactivating an active admin or reactivating a deactivated one. */
export function UserActiveDialog(props: UserDialogProps) {
  const change = useSetAdminActive();
  const deactivate = props.user.status === 'active';
  return (
    <UserConfirmDialog
      {...props}
      action={deactivate ? 'deactivate' : 'reactivate'}
      danger={deactivate}
      pending={change.isPending}
      run={(callbacks) => change.mutate({ id: props.user.id, active: !deactivate }, callbacks)}
    />
  );
}
