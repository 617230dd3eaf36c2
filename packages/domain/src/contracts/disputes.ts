import { z } from 'zod';
import { DISPUTE_EVIDENCE_TEXT_MAX } from '../disputes.ts';
import { kycDocumentTypes } from '../kyc.ts';
import {
  adminDisputeListQuery,
  adminDisputeListResponse,
  adminDisputeSchema,
  decideDisputeRequest,
  disputeListQuery,
  disputeListResponse,
  disputeSchema,
} from '../schemas/disputes.ts';
import { v1IdParams } from '../schemas/merchant-api.ts';
import { endpoint, fileAnswer } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const fileParams = z.object({ id: z.string().min(1).max(64), fileId: z.string().min(1).max(64) });
const adminTags = ['admin'];
const tags = ['Disputes'];
/** Evidence files are checked like KYC documents: PDF, PNG or JPEG by their content. */
const evidenceFile = fileAnswer(
  kycDocumentTypes,
  'inline',
  'The file as uploaded, of the type detected from its content, named with that type’s extension',
);

/** A merchant's disputes, in the dashboard and read-only on /v1 (evidence is sent from the dashboard). */
export const listDisputes = endpoint({
  method: 'GET',
  path: '/api/merchant/disputes',
  permission: 'disputes.read',
  query: disputeListQuery,
  responses: { 200: disputeListResponse },
  errors: [400, 401, 403, 404],
  summary: 'List disputes',
  description:
    'Newest first; `paymentId` gives one payment’s disputes. A dispute holds its amount and the dispute fee from your balance until it is won or lost; answer it with evidence in the dashboard before `evidenceDueBy`.',
  tags,
  v1: { path: '/v1/disputes', operationId: 'listDisputes', errors: [400, 401, 404, 429] },
});

export const getDispute = endpoint({
  method: 'GET',
  path: '/api/merchant/disputes/:id',
  permission: 'disputes.read',
  params: idParams,
  responses: { 200: disputeSchema },
  errors: [401, 403, 404],
  summary: 'Retrieve a dispute',
  tags,
  v1: { path: '/v1/disputes/:id', params: v1IdParams, operationId: 'getDispute', errors: [401, 404, 429] },
});

/** Multipart: the client sends it with `upload` (progress), the answer is parsed like any call's. */
export const submitDisputeEvidence = endpoint({
  method: 'POST',
  path: '/api/merchant/disputes/:id/evidence',
  permission: 'disputes.respond',
  params: idParams,
  consumes: ['multipart/form-data'],
  responses: { 200: disputeSchema },
  errors: [400, 401, 403, 404, 409, 413],
  summary: 'Answer a dispute with evidence (multipart/form-data)',
  description: `Field \`text\` (1-${DISPUTE_EVIDENCE_TEXT_MAX} characters) and 0-5 files in \`documents\` (PDF, PNG or JPEG by content, at most 10 MB each: the KYC upload rules). Moves the dispute to \`under_review\`; 409 \`dispute_status_conflict\` once answered or past its deadline.`,
  tags,
});

/** A file, shown inline: no JSON answer; the dashboard links to it with `urlOf`. */
export const disputeFile = endpoint({
  method: 'GET',
  path: '/api/merchant/disputes/:id/files/:fileId',
  permission: 'disputes.read',
  params: fileParams,
  responses: {},
  otherAnswers: { 200: evidenceFile },
  errors: [401, 403, 404],
  summary: 'One of your evidence files, shown inline',
  tags,
});

/** The admin console's disputes: every merchant's, with the evidence, and the decision. */
export const adminListDisputes = endpoint({
  method: 'GET',
  path: '/api/admin/disputes',
  query: adminDisputeListQuery,
  responses: { 200: adminDisputeListResponse },
  errors: [400, 401, 403, 404],
  summary: "All merchants' disputes, newest first",
  tags: adminTags,
});

export const adminGetDispute = endpoint({
  method: 'GET',
  path: '/api/admin/disputes/:id',
  params: idParams,
  responses: { 200: adminDisputeSchema },
  errors: [401, 403, 404],
  summary: 'One dispute with its evidence',
  tags: adminTags,
});

/** A file, shown inline: no JSON answer; the console links to it with `urlOf`. */
export const adminDisputeFile = endpoint({
  method: 'GET',
  path: '/api/admin/disputes/:id/files/:fileId',
  params: fileParams,
  responses: {},
  otherAnswers: { 200: evidenceFile },
  errors: [401, 403, 404],
  summary: 'An evidence file, shown inline',
  tags: adminTags,
});

export const adminDecideDispute = endpoint({
  method: 'POST',
  path: '/api/admin/disputes/:id/decision',
  params: idParams,
  body: decideDisputeRequest,
  responses: { 200: adminDisputeSchema },
  errors: [400, 401, 403, 404, 409],
  summary: 'Mark a dispute won (the hold returns to the merchant) or lost',
  tags: adminTags,
});
