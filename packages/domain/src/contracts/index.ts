import type { Endpoint } from './endpoint.ts';
import * as paymentLinks from './payment-links.ts';

/** Every endpoint description; the API registers each one (checked by apps/api's contracts test). */
export const endpoints: readonly Endpoint[] = [...Object.values(paymentLinks)];
