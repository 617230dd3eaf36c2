import { merchantIdParams } from '../schemas/admin-merchants.ts';
import {
  adminReleaseTermsResponse,
  merchantReleasesResponse,
  setReleaseTermsRequest,
} from '../schemas/release-terms.ts';
import { endpoint } from './endpoint.ts';

/** Release delay and rolling reserve (decision 013). */
export const merchantReleases = endpoint({
  method: 'GET',
  path: '/api/merchant/releases',
  permission: 'payouts.read',
  responses: { 200: merchantReleasesResponse },
  errors: [401, 403],
  summary:
    "The merchant's release terms, the reserve held per currency and, per payment, when its share and its reserve are released",
  tags: ['Payouts'],
});

export const adminGetReleaseTerms = endpoint({
  method: 'GET',
  path: '/api/admin/merchants/:id/release-terms',
  params: merchantIdParams,
  responses: { 200: adminReleaseTermsResponse },
  errors: [401, 403, 404],
  summary: "A merchant's release delay and reserve: its own, set by an admin, or the platform's",
  tags: ['admin'],
});

export const adminSetReleaseTerms = endpoint({
  method: 'PUT',
  path: '/api/admin/merchants/:id/release-terms',
  params: merchantIdParams,
  body: setReleaseTermsRequest,
  responses: { 200: adminReleaseTermsResponse },
  errors: [400, 401, 403, 404],
  summary:
    "Set a merchant's own release delay and reserve, or give it the platform's back (`terms: null`); with a reason, audited. Applies to payments started afterwards",
  tags: ['admin'],
});
