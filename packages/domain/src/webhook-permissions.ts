import type { EventType } from './events.ts';
import { eventPermission } from './key-permissions.ts';
import { type May, type MemberRole, rolePermissions } from './team.ts';

/**
 * What a webhook endpoint receives, as keys carry their permissions (key-permissions.ts): the
 * event types it is subscribed to, each needing the read permission of its object, and whether a
 * payment's payer details are sent (payments.payerDetails). An endpoint never receives more than
 * its maker may read: checked when it is made, edited or turned back on, and it stops when its
 * maker leaves the team or is moved to a role below it.
 */
export interface EndpointGrants {
  events: readonly EventType[];
  payerDetails: boolean;
}

/** What `may` lacks of an endpoint's grants: the event types and payer details it may not read. */
export function grantsBeyond(grants: EndpointGrants, may: May) {
  return {
    events: grants.events.filter((type) => !may(eventPermission(type))),
    payerDetails: grants.payerDetails && !may('payments.payerDetails'),
  };
}

/** Whether the grants ask for nothing beyond `may`. */
export function grantsFit(grants: EndpointGrants, may: May): boolean {
  const beyond = grantsBeyond(grants, may);
  return beyond.events.length === 0 && !beyond.payerDetails;
}

/** A role's `may`, from the one table. */
export function mayOfRole(role: MemberRole): May {
  return (permission) => rolePermissions[role].includes(permission);
}

/** The event types `may` can read, in the catalog's order. */
export function readableEventTypes(types: readonly EventType[], may: May): EventType[] {
  return types.filter((type) => may(eventPermission(type)));
}
