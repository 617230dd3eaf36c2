import { errorEnvelopeSchema } from '@kopru/domain/schemas/common';

/** Response schemas of the error envelope for the given statuses, for a route's `response`. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}
