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
  /** The payer's name, e-mail, phone, company, tax number and addresses on a payment. */
  'payments.payerDetails',
  /** Balances per currency (the overview shows them to everyone; /v1/balance to keys granted it). */
  'balance.read',
  /** The event log (/v1/events); each event is shown only with the permission of its object. */
  'events.read',
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
  'webhooks.read',
  'webhooks.manage',
  'team.read',
  'team.manage',
  /** Whether the whole team must use two-factor sign-in: owners only. */
  'team.security',
] as const;
export type Permission = (typeof permissions)[number];

const everyone: readonly Permission[] = [
  'overview.read',
  'profile.read',
  'team.read',
  'balance.read',
  'events.read',
];
const readAll: readonly Permission[] = [
  ...everyone,
  'payments.read',
  'payments.payerDetails',
  /** The payer's name, e-mail, phone, company, tax number and addresses on a payment. */
  'payments.payerDetails',
  /** Balances per currency (the overview shows them to everyone; /v1/balance to keys granted it). */
  'balance.read',
  /** The event log (/v1/events); each event is shown only with the permission of its object. */
  'events.read',
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
  // Payments without the payer's personal data: enough to build and test an integration.
  developer: [...everyone, 'payments.read', 'apiKeys.manage', 'webhooks.read', 'webhooks.manage'],
  finance: [...readAll, 'refunds.create', 'disputes.respond', 'payouts.request', 'exportRecords.manage'],
  support: [
    ...everyone,
    'payments.read',
    'payments.payerDetails',
    'refunds.read',
    'refunds.create',
    'disputes.read',
  ],
  viewer: readAll,
};

export function can(role: MemberRole | null | undefined, permission: Permission): boolean {
  return role ? rolePermissions[role].includes(permission) : false;
}

/**
 * What one caller may use: a member's role (`can`) or a key's permissions (key-permissions.ts
 * `keyCan`), asked of the parts of an answer it may see.
 */
export type May = (permission: Permission) => boolean;

/**
 * Whether a member of role `actor` may invite someone as, change someone to or from, or remove
 * someone of role `target`: only an owner touches owners.
 */
export function canManageRole(actor: MemberRole, target: MemberRole): boolean {
  if (!can(actor, 'team.manage')) return false;
  return target !== 'owner' || actor === 'owner';
}
