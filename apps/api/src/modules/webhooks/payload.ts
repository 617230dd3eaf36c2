import { type EventType, eventTypes } from '@kopru/domain/events';
import { eventPermission } from '@kopru/domain/key-permissions';
import type { May } from '@kopru/domain/team';

type Payload = Record<string, unknown>;

/** The payload without the payment's payer details (`data.payerDetails`). */
function withoutPayerDetails(payload: Payload): Payload {
  const data = payload.data;
  if (typeof data !== 'object' || data === null || !('payerDetails' in data)) return payload;
  const { payerDetails: _, ...rest } = data as Payload;
  return { ...payload, data: rest };
}

/**
 * What is POSTed to an endpoint: its payload as stored (queued without payer details already when
 * the endpoint had none), again without them if the endpoint's payer details were turned off since.
 */
export function payloadForEndpoint(payload: Payload, endpoint: { payerDetails: boolean }): Payload {
  return endpoint.payerDetails ? payload : withoutPayerDetails(payload);
}

function isBusinessEvent(type: string): type is EventType {
  return (eventTypes as readonly string[]).includes(type);
}

/**
 * A delivery's payload as a reader of the delivery log sees it: only the event's id and type when
 * the reader may not read its object (a developer reading an owner's endpoint of refunds), and
 * never the payer's details without payments.payerDetails.
 */
export function payloadShownTo(payload: Payload, eventType: string, may: May): Payload {
  if (isBusinessEvent(eventType) && !may(eventPermission(eventType)))
    return { id: payload.id, type: payload.type, createdAt: payload.createdAt };
  return may('payments.payerDetails') ? payload : withoutPayerDetails(payload);
}
