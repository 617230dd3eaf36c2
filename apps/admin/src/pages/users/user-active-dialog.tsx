import { useSetAdminActive } from '@kopru/api-client/admin-users';
import { UNCONFIRMED_ACCOUNT_DAYS } from '@kopru/domain/constants';
import { UserConfirmDialog, type UserDialogProps } from './user-confirm-dialog.tsx';

/**
 * Confirms deactivating an active admin or reactivating a deactivated one, or reactivating a
 * deactivated SME account (which may get a new confirmation link and its days again).
 */
export function UserActiveDialog(props: UserDialogProps) {
  const change = useSetAdminActive();
  const deactivate = props.user.status === 'active';
  const sme = props.user.role === 'sme';
  return (
    <UserConfirmDialog
      {...props}
      action={deactivate ? 'deactivate' : sme ? 'reactivateAccount' : 'reactivate'}
      values={{ days: UNCONFIRMED_ACCOUNT_DAYS }}
      danger={deactivate}
      pending={change.isPending}
      run={(callbacks) => change.mutate({ id: props.user.id, active: !deactivate }, callbacks)}
    />
  );
}
