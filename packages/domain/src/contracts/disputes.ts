import { z } from 'zod';
import {
  adminDisputeListQuery,
  adminDisputeListResponse,
  adminDisputeSchema,
  decideDisputeRequest,
} from '../schemas/disputes.ts';
import { endpoint } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const fileParams = z.object({ id: z.string().min(1).max(64), fileId: z.string().min(1).max(64) });
const adminTags = ['admin'];

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
