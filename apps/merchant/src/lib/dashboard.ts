import type { SessionResponse } from '@kopru/domain/schemas/session';
import { smeRoutes } from '../paths.ts';

/**
 * Where a signed-in user belongs: SMEs in this app, admins in the admin console, which may live
 * on its own domain (`adminOrigin` from /api/config; '' while it loads means this one).
 */
export function dashboardPath(
  session: SessionResponse,
  adminOrigin = '',
): { internal: string } | { external: string } {
  if (session.user.role === 'admin') return { external: `${adminOrigin}/admin/dashboard` };
  return { internal: smeRoutes.overview };
}
