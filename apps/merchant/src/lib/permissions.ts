import { useSession } from '@kopru/api-client/auth';
import { can, type Permission } from '@kopru/domain/team';
import { matchPath } from 'react-router-dom';
import { type SmeRouteName, smeRoutes } from '../paths.ts';

/** Whether the signed-in member's role allows `permission` (the table the API enforces). */
export function useCan(): (permission: Permission) => boolean {
  const role = useSession().data?.memberRole;
  return (permission) => can(role, permission);
}

/** What each section of the console needs; a page needs what the section it is under needs. */
export const sectionPermissions = {
  overview: 'overview.read',
  kyc: 'kyc.manage',
  paymentLinks: 'paymentLinks.read',
  transactions: 'payments.read',
  disputes: 'disputes.read',
  payouts: 'payouts.read',
  exportRecords: 'exportRecords.read',
  developers: 'apiKeys.manage',
  team: 'team.read',
  // Every member's own password and two-factor settings are there.
  profile: null,
} as const satisfies Partial<Record<SmeRouteName, Permission | null>>;

export type SmeSection = keyof typeof sectionPermissions;

/** The console section a location is in (the overview only at its own address), if any. */
export function sectionOfPath(pathname: string): SmeSection | null {
  for (const section of Object.keys(sectionPermissions) as SmeSection[]) {
    const end = section === 'overview';
    if (matchPath({ path: smeRoutes[section], end }, pathname)) return section;
  }
  return null;
}
