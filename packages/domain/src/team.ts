/**
 * Team members of a merchant and what each role may do: the one table the API enforces on every
 * merchant-console route (each contract names its permission) and the merchant app reads to hide
 * what a role cannot use. docs/security.md shows it as a table.
 */
export const memberRoles = ['owner', 'admin', 'developer', 'finance', 'support', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const permissions = [
  'overview.read',
  'profile.read',
  'profile.manage',
  'kyc.manage',
  'payments.read',
  'paymentLinks.read',
  'paymentLinks.manage',
  'refunds.read',
  'refunds.create',
  'disputes.read',
  'disputes.respond',
  'payouts.read',
  'payouts.request',
  /** Asking to change where a currency's payouts go (currency account IBANs): owners only. */
  'payoutAccounts.manage',
  'exportRecords.read',
  'exportRecords.manage',
  'apiKeys.manage',
  'webhooks.manage',
  'team.read',
  'team.manage',
  /** Whether the whole team must use two-factor sign-in: owners only. */
  'team.security',
] as const;
export type Permission = (typeof permissions)[number];

const everyone: readonly Permission[] = ['overview.read', 'profile.read', 'team.read'];
const readAll: readonly Permission[] = [
  ...everyone,
  'payments.read',
  'paymentLinks.read',
  'refunds.read',
  'disputes.read',
  'payouts.read',
  'exportRecords.read',
];

export const rolePermissions: Record<MemberRole, readonly Permission[]> = {
  owner: permissions,
  // Everything but the team's security rules; what an admin may not do to owners is decided by
  // the team service (canManageRole).
  admin: permissions.filter((p) => p !== 'team.security' && p !== 'payoutAccounts.manage'),
  developer: [...everyone, 'apiKeys.manage', 'webhooks.manage'],
  finance: [...readAll, 'refunds.create', 'disputes.respond', 'payouts.request', 'exportRecords.manage'],
  support: [...everyone, 'payments.read', 'refunds.read', 'refunds.create', 'disputes.read'],
  viewer: readAll,
};

export function can(role: MemberRole | null | undefined, permission: Permission): boolean {
  return role ? rolePermissions[role].includes(permission) : false;
}

/**
 * Whether a member of role `actor` may invite someone as, change someone to or from, or remove
 * someone of role `target`: only an owner touches owners.
 */
export function canManageRole(actor: MemberRole, target: MemberRole): boolean {
  if (!can(actor, 'team.manage')) return false;
  return target !== 'owner' || actor === 'owner';
}
