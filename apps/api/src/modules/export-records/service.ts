import { AppError } from '@kopru/domain/errors';
import type {
  ExportRecord,
  ExportRecordListQuery,
  UpdateExportRecordRequest,
} from '@kopru/domain/schemas/export-records';
import type { AppContext } from '../../context.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { type MerchantActor, userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { toExportRecord } from './mapping.ts';
import {
  findExportRecord,
  foldExportRecords,
  listExportRecords,
  lockExportRecord,
  updateExportNumbers,
} from './repository.ts';

/** The first instant of a YYYY-MM month and of the next one, in Istanbul (UTC+3 all year). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+03:00`), to: new Date(`${next}-01T00:00:00+03:00`) };
}

/** Records the merchant's sales the fold worker has not reached yet, so the page is never behind. */
export async function catchUp(ctx: AppContext, merchantId: string) {
  while ((await foldExportRecords(ctx.db, { merchantId, limit: 500 })) === 500) {}
}

export async function exportRecordPage(
  ctx: AppContext,
  merchantId: string,
  query: Omit<ExportRecordListQuery, 'limit'> & { limit: number },
): Promise<Page<ExportRecord>> {
  await catchUp(ctx, merchantId);
  if (query.starting_after && !(await findExportRecord(ctx.db, merchantId, query.starting_after)))
    throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listExportRecords(ctx.db, {
    merchantId,
    ...(query.month ? monthBounds(query.month) : {}),
    limit: query.limit,
    afterPaymentId: query.starting_after,
  });
  const page = toPage(rows, query.limit);
  const now = ctx.clock.now();
  return { data: page.data.map((row) => toExportRecord(row, now)), has_more: page.has_more };
}

const numberFields = ['invoiceNumber', 'trackingNumber', 'etgbNumber'] as const;

/** Fills in or removes the numbers of a sale; each change is in the audit log with the value it replaced. */
export async function changeExportRecord(
  ctx: AppContext,
  actor: MerchantActor,
  paymentId: string,
  input: UpdateExportRecordRequest,
): Promise<ExportRecord> {
  const { merchantId } = actor;
  await catchUp(ctx, merchantId);
  await ctx.db.transaction(async (tx) => {
    const current = await lockExportRecord(tx, merchantId, paymentId);
    if (!current) throw new AppError('not_found');
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    const values: Partial<Record<(typeof numberFields)[number], string | null>> = {};
    for (const field of numberFields) {
      const value = input[field] as string | null | undefined;
      if (value === undefined || value === current[field]) continue;
      values[field] = value;
      changes[field] = { from: current[field], to: value };
    }
    if (Object.keys(values).length === 0) return;
    await updateExportNumbers(tx, paymentId, values);
    await recordAudit(tx, {
      action: 'export_record.updated',
      actorUserId: userIdOf(actor),
      actorEmail: actor.email,
      ipAddress: actor.ip,
      targetType: 'export_record',
      targetId: paymentId,
      merchantId,
      details: changes,
    });
  });
  const row = await findExportRecord(ctx.db, merchantId, paymentId);
  if (!row) throw new AppError('not_found');
  return toExportRecord(row, ctx.clock.now());
}
