import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePublicConfig, useSession, useSignOut } from './auth.ts';
import { useInactivityTimeout } from './inactivity.ts';
import { markSignedOut, onSignOutElsewhere } from './session-sync.ts';

/**
 * Signs the user out after INACTIVITY_TIMEOUT_MS without activity, and drops the session when
 * another tab signs out. The route guard then sends the user to login with the reason.
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
      onSignOutElsewhere(() => {
        markSignedOut('elsewhere');
        client.setQueryData(['session'], null);
      }),
    [client],
  );
}
