import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKey, usePublicConfig, useSession, useSignOut } from './auth.ts';
import { ApiError } from './client.ts';
import { useInactivityTimeout } from './inactivity.ts';
import { markSignedOut, onSignOutElsewhere } from './session-sync.ts';

/**
 * Signs the user out after INACTIVITY_TIMEOUT_MS without activity, and drops the session when
 * another tab signs out. The route guard then sends the user to login with the reason. A 403
 * saying two-factor must be set up first (an owner has just required it of the team) reloads the
 * session, whose `twoFactorSetupRequired` then shows the setup screen.
 */
export function useSessionWatch(): void {
  const session = useSession();
  const config = usePublicConfig();
  const signOut = useSignOut();
  const client = useQueryClient();

  useInactivityTimeout(config.data?.inactivityTimeoutMs, Boolean(session.data), () => {
    markSignedOut('inactivity');
    signOut.mutate();
  });

  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const error = event.type === 'updated' ? event.action.type === 'error' && event.action.error : null;
        if (error instanceof ApiError && error.code === 'two_factor_required_by_team')
          void client.invalidateQueries({ queryKey: sessionKey });
      }),
    [client],
  );

  useEffect(
    () =>
      onSignOutElsewhere(() => {
        markSignedOut('elsewhere');
        client.setQueryData(['session'], null);
      }),
    [client],
  );
}
