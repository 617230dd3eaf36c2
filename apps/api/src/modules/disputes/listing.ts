import { AppError } from '@kopru/domain/errors';
import type { DisputeListQuery } from '@kopru/domain/schemas/disputes';
import type { AppContext } from '../../context.ts';
import { toPage } from '../../lib/pagination.ts';
import { toAdminDispute, toDispute } from './mapping.ts';
import {
  type DisputeFilter,
  evidenceFilesOf,
  findDispute,
  findEvidenceFile,
  listDisputes,
} from './repository.ts';

type Query = Omit<DisputeListQuery, 'limit'> & { limit: number };

/** A page of disputes, scoped to a merchant when `merchantId` is given (the admin sees all). */
async function disputePage(ctx: AppContext, filter: DisputeFilter, query: Query) {
  const { limit, starting_after, ...rest } = query;
  const scope = filter.merchantId ? { merchantId: filter.merchantId } : {};
  if (starting_after && !(await findDispute(ctx.db, { ...scope, id: starting_after })))
    throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listDisputes(ctx.db, {
    ...rest,
    ...filter,
    limit,
    after: starting_after ? { id: starting_after } : undefined,
  });
  const page = toPage(rows, limit);
  const files = await evidenceFilesOf(
    ctx.db,
    page.data.map((row) => row.dispute.id),
  );
  return { page, files };
}

export async function merchantDisputePage(ctx: AppContext, merchantId: string, query: Query) {
  const { page, files } = await disputePage(ctx, { merchantId }, query);
  return {
    data: page.data.map((row) => toDispute(row.dispute, row.paymentReference, files)),
    has_more: page.has_more,
  };
}

export async function adminDisputePage(ctx: AppContext, query: Query & { merchantId?: string | undefined }) {
  const { merchantId, ...rest } = query;
  const { page, files } = await disputePage(ctx, { merchantId }, rest);
  return { data: page.data.map((row) => toAdminDispute(row, files)), has_more: page.has_more };
}

/** One dispute as its merchant sees it: 404 for another merchant's. */
export async function getMerchantDispute(ctx: AppContext, merchantId: string, id: string) {
  const row = await findDispute(ctx.db, { merchantId, id });
  if (!row) throw new AppError('not_found');
  return toDispute(row.dispute, row.paymentReference, await evidenceFilesOf(ctx.db, [id]));
}

export async function getAdminDispute(ctx: AppContext, id: string) {
  const row = await findDispute(ctx.db, { id });
  if (!row) throw new AppError('not_found');
  return toAdminDispute(row, await evidenceFilesOf(ctx.db, [id]));
}

/** One evidence file of a dispute, scoped to a merchant when `merchantId` is given; else 404. */
export async function getEvidenceFile(
  ctx: AppContext,
  where: { merchantId?: string; disputeId: string; id: string },
) {
  const file = await findEvidenceFile(ctx.db, where);
  if (!file) throw new AppError('not_found');
  return file;
}
