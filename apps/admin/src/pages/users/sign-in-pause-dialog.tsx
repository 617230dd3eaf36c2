import { useClearSignInBackoff } from '@kopru/api-client/admin-users';
import { UserConfirmDialog, type UserDialogProps } from './user-confirm-dialog.tsx';

/** Confirms lifting the sign-in back-off of an account after wrong passwords in a row. */
export function SignInPauseDialog(props: UserDialogProps) {
  const lift = useClearSignInBackoff();
  return (
    <UserConfirmDialog
      {...props}
      action="signInPause"
      pending={lift.isPending}
      run={(callbacks) => lift.mutate(props.user.id, callbacks)}
    />
  );
}
