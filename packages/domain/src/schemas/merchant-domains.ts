import { z } from 'zod';
import { DOMAIN_MAX, normalizeDomain } from '../merchant-domains.ts';
import { isoDateTime } from './common.ts';

export const addDomainRequest = z.object({
  domain: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(DOMAIN_MAX + 8, 'validation.tooLong')
    .refine((value) => normalizeDomain(value) !== null, 'domains.errors.domain')
    .meta({ description: 'A domain name such as `example.com`; subdomains count as verified with it.' }),
});
export type AddDomainRequest = z.input<typeof addDomainRequest>;

export const merchantDomainSchema = z.object({
  id: z.string(),
  domain: z.string().meta({ description: 'Lowercase ASCII (an internationalised name in its xn-- form).' }),
  recordName: z
    .string()
    .meta({ description: 'Where to publish the TXT record: `_kopru-verification.{domain}`.' }),
  recordValue: z.string().meta({ description: 'The TXT record to publish: `kopru-verification={token}`.' }),
  verifiedAt: isoDateTime.nullable(),
  lastCheckedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type MerchantDomain = z.infer<typeof merchantDomainSchema>;

export const merchantDomainList = z.object({ data: z.array(merchantDomainSchema) });
export type MerchantDomainList = z.infer<typeof merchantDomainList>;
