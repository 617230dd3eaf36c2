import { z } from 'zod';
import { okSchema } from '../schemas/common.ts';
import { addDomainRequest, merchantDomainList, merchantDomainSchema } from '../schemas/merchant-domains.ts';
import { endpoint } from './endpoint.ts';

const tags = ['merchant'];
const idParams = z.object({ id: z.string().min(1).max(64) });

/** Domains the merchant has shown it controls (docs/payment-links.md "Verified domains"). */
export const listMerchantDomains = endpoint({
  method: 'GET',
  path: '/api/merchant/domains',
  permission: 'profile.read',
  responses: { 200: merchantDomainList },
  errors: [401, 403],
  summary: "The merchant's domains, verified or waiting for their DNS record",
  tags,
});

export const addMerchantDomain = endpoint({
  method: 'POST',
  path: '/api/merchant/domains',
  permission: 'profile.manage',
  body: addDomainRequest,
  responses: { 201: merchantDomainSchema },
  errors: [400, 401, 403, 409],
  summary: 'Add a domain to verify',
  description:
    'Answers the TXT record to publish (`recordName`, `recordValue`); verify it once published. 409 `domain_already_added`, `domain_limit_reached`.',
  tags,
});

export const verifyMerchantDomain = endpoint({
  method: 'POST',
  path: '/api/merchant/domains/:id/verify',
  permission: 'profile.manage',
  params: idParams,
  responses: { 200: merchantDomainSchema },
  errors: [401, 403, 404, 409],
  summary: 'Check the domain’s TXT record',
  description:
    'Looks the TXT record up in DNS; when it holds the value the domain is verified. 409 `domain_not_verified` (`details.reason`: `record_not_found` or `dns_failed`) otherwise.',
  tags,
});

export const removeMerchantDomain = endpoint({
  method: 'DELETE',
  path: '/api/merchant/domains/:id',
  permission: 'profile.manage',
  params: idParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404],
  summary: 'Remove a domain',
  description: 'Redirects to it go through the notice again.',
  tags,
});
