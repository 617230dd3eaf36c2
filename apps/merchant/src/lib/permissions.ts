import { useSession } from '@kopru/api-client/auth';
import { can, type Permission } from '@kopru/domain/team';

/** Whether the signed-in member's role allows `permission` (the table the API enforces). */
export function useCan(): (permission: Permission) => boolean {
  const role = useSession().data?.memberRole;
  return (permission) => can(role, permission);
}

/** What each console page needs, by its first path segment under /sme/dashboard ('' is the overview). */
export const pagePermissions: Record<string, Permission | null> = {
  '': 'overview.read',
  kyc: 'kyc.manage',
  'payment-links': 'paymentLinks.read',
  transactions: 'payments.read',
  disputes: 'disputes.read',
  payouts: 'payouts.read',
  'export-records': 'exportRecords.read',
  developers: 'apiKeys.manage',
  team: 'team.read',
  // Every member's own password and two-factor settings are there.
  profile: null,
};

/** The permission of a console path; unknown pages (404) need none. */
export function permissionOfPath(pathname: string, base: string): Permission | null {
  const segment = pathname.slice(base.length).replace(/^\/+/, '').split('/')[0] ?? '';
  return pagePermissions[segment] ?? null;
}
