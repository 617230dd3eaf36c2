import type { SessionResponse } from '@kopru/domain/schemas/session';

/** Where a signed-in user belongs: SMEs in this app, admins in the admin console. */
export function dashboardPath(session: SessionResponse): { internal: string } | { external: string } {
  if (session.user.role === 'admin') return { external: '/admin/dashboard' };
  return { internal: '/sme/dashboard' };
}
