import type { EventType } from './events.ts';
import { type MemberRole, type Permission, rolePermissions } from './team.ts';

/**
 * What a secret key may do on /v1 (restricted keys, as Stripe's): per resource none, read or
 * write. Each level stands for permissions of the team's one table (team.ts), so /v1 checks a key
 * exactly as the consoles check a member, and a key never carries more than its creator's role.
 */
export const keyResources = [
  'payments',
  'payerDetails',
  'refunds',
  'paymentLinks',
  'payouts',
  'disputes',
  'balance',
  'events',
  'webhooks',
] as const;
export type KeyResource = (typeof keyResources)[number];

export const keyAccessLevels = ['none', 'read', 'write'] as const;
export type KeyAccess = (typeof keyAccessLevels)[number];

export type KeyPermissions = Record<KeyResource, KeyAccess>;

/** The team permissions each level of each resource stands for; a level a resource lacks is absent. */
export const keyResourceLevels: Record<
  KeyResource,
  Partial<Record<'read' | 'write', readonly Permission[]>>
> = {
  payments: { read: ['payments.read'] },
  // Without it a payment's payer details are left out (name, e-mail, phone, addresses); it is
  // given only with payments (the request schema refuses it alone).
  payerDetails: { read: ['payments.payerDetails'] },
  refunds: { read: ['refunds.read'], write: ['refunds.read', 'refunds.create'] },
  paymentLinks: { read: ['paymentLinks.read'], write: ['paymentLinks.read', 'paymentLinks.manage'] },
  payouts: { read: ['payouts.read'], write: ['payouts.read', 'payouts.request'] },
  disputes: { read: ['disputes.read'] },
  balance: { read: ['balance.read'] },
  events: { read: ['events.read'] },
  webhooks: { read: ['webhooks.read'], write: ['webhooks.read', 'webhooks.manage'] },
};

/** The levels a resource offers, `none` first. */
export function levelsOf(resource: KeyResource): KeyAccess[] {
  const levels = keyResourceLevels[resource];
  return keyAccessLevels.filter((level) => level === 'none' || levels[level] !== undefined);
}

/** The team permissions a key's grants stand for. */
export function permissionsOfKey(grants: KeyPermissions): Set<Permission> {
  const out = new Set<Permission>();
  for (const resource of keyResources) {
    const level = grants[resource];
    if (level === 'none') continue;
    for (const p of keyResourceLevels[resource][level] ?? []) out.add(p);
  }
  return out;
}

/** Whether a key with these grants may use `permission`: the /v1 counterpart of team.ts `can`. */
export function keyCan(grants: KeyPermissions, permission: Permission): boolean {
  return permissionsOfKey(grants).has(permission);
}

function roleAllows(role: MemberRole, resource: KeyResource, level: KeyAccess): boolean {
  if (level === 'none') return true;
  const needed = keyResourceLevels[resource][level];
  return needed?.every((p) => rolePermissions[role].includes(p)) ?? false;
}

/** The highest level of each resource a member of `role` may give a key. */
export function maxKeyPermissionsOf(role: MemberRole): KeyPermissions {
  const out = {} as KeyPermissions;
  for (const resource of keyResources) {
    const allowed = levelsOf(resource).filter((level) => roleAllows(role, resource, level));
    out[resource] = allowed.at(-1) ?? 'none';
  }
  return out;
}

/** The resources whose grant is more than `role` allows (empty when the key fits the role). */
export function grantsBeyondRole(grants: KeyPermissions, role: MemberRole): KeyResource[] {
  return keyResources.filter((resource) => !roleAllows(role, resource, grants[resource]));
}

/**
 * What the form offers first: a developer reads payments without payer details (the owner may
 * grant more by making the key itself); anyone else starts from everything its role allows.
 */
export function defaultKeyPermissionsOf(role: MemberRole): KeyPermissions {
  if (role !== 'developer') return maxKeyPermissionsOf(role);
  const none = Object.fromEntries(keyResources.map((r) => [r, 'none'])) as KeyPermissions;
  return { ...none, payments: 'read' };
}

/** Which permission shows an event's object: a key or member without it does not see the event. */
export function eventPermission(type: EventType): Permission {
  // Money leaving for the merchant's bank account (iyzico pays it), with the IBAN it goes to.
  if (type === 'payment.released') return 'payouts.read';
  const object = type.slice(0, type.indexOf('.'));
  switch (object) {
    case 'payment':
      return 'payments.read';
    case 'payment_link':
      return 'paymentLinks.read';
    case 'payout':
      return 'payouts.read';
    case 'refund':
      return 'refunds.read';
    case 'dispute':
      return 'disputes.read';
    default:
      // kyc.approved / kyc.rejected: the account's own state, which every member sees.
      return 'events.read';
  }
}
