import { z } from 'zod';
import {
  adminKycListQuery,
  adminKycListResponse,
  adminKycSubmissionSchema,
  kycOverviewResponse,
  merchantKycHistoryResponse,
  rejectKycRequest,
} from '../schemas/kyc.ts';
import { endpoint } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const adminTags = ['admin'];

/** The merchant's side: status and the latest submission, and submitting one. */
export const kycOverview = endpoint({
  method: 'GET',
  path: '/api/kyc',
  permission: 'kyc.manage',
  responses: { 200: kycOverviewResponse },
  errors: [401, 403],
  summary: 'KYC status and the latest submission',
  tags: ['kyc'],
});

/** Multipart: the client sends it with `upload` (progress), the answer is parsed like any call's. */
export const submitKyc = endpoint({
  method: 'POST',
  path: '/api/kyc/submissions',
  permission: 'kyc.manage',
  consumes: ['multipart/form-data'],
  responses: { 201: kycOverviewResponse },
  errors: [400, 401, 403, 409, 413],
  summary: 'Submit KYC (multipart/form-data)',
  description:
    'Fields businessAddress, bankName, accountNumber, iban (Turkish, normalised) and 1-5 files in ' +
    '`documents` (PDF, PNG or JPEG by content, at most 10 MB each).',
  tags: ['kyc'],
});

/** The admin's KYC reviews: the queue, decisions and each merchant's history. */
export const adminListKycSubmissions = endpoint({
  method: 'GET',
  path: '/api/admin/kyc/submissions',
  query: adminKycListQuery,
  responses: { 200: adminKycListResponse },
  errors: [400, 401, 403, 404],
  summary: 'KYC submissions by status; pending ones oldest first',
  tags: adminTags,
});

export const adminApproveKyc = endpoint({
  method: 'POST',
  path: '/api/admin/kyc/submissions/:id/approve',
  params: idParams,
  responses: { 200: adminKycSubmissionSchema },
  errors: [401, 403, 404, 409],
  summary: 'Approve a pending submission: the merchant becomes verified',
  tags: adminTags,
});

export const adminRejectKyc = endpoint({
  method: 'POST',
  path: '/api/admin/kyc/submissions/:id/reject',
  params: idParams,
  body: rejectKycRequest,
  responses: { 200: adminKycSubmissionSchema },
  errors: [400, 401, 403, 404, 409],
  summary: 'Reject a pending submission with a reason the merchant is told',
  tags: adminTags,
});

export const adminMerchantKycHistory = endpoint({
  method: 'GET',
  path: '/api/admin/merchants/:merchantId/kyc',
  params: z.object({ merchantId: z.string().min(1).max(64) }),
  responses: { 200: merchantKycHistoryResponse },
  errors: [401, 403, 404],
  summary: "A merchant's KYC submissions and decisions, newest first",
  tags: adminTags,
});
