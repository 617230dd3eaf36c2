import type { ExportRecord } from '@kopru/domain/schemas/export-records';
import type { Executor } from '../../db/client.ts';
import { toExportRecord } from './mapping.ts';
import { listExportRecords } from './repository.ts';
import { monthBounds } from './service.ts';

const BATCH = 500;

/** The export records of a merchant's month, oldest sale first, a batch at a time. */
export async function* monthRecordBatches(
  db: Executor,
  { merchantId, month, now }: { merchantId: string; month: string; now: Date },
): AsyncGenerator<ExportRecord[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await listExportRecords(db, {
      merchantId,
      ...monthBounds(month),
      limit: BATCH,
      afterPaymentId: after,
      oldestFirst: true,
    });
    const batch = rows.slice(0, BATCH);
    yield batch.map((row) => toExportRecord(row, now));
    after = batch.at(-1)?.record.paymentId;
    if (rows.length <= BATCH || !after) break;
  }
}

export interface CurrencyTotal {
  amount: number;
  refunded: number;
  /** Lira of the sales that have a TCMB rate. */
  lira: number;
  /** Sales left out of `lira` because no rate was found for their day. */
  withoutRate: number;
}

/** The report's total line per currency, in minor units, added up as the records go by. */
export function currencyTotals() {
  const totals = new Map<string, CurrencyTotal>();
  return {
    add(record: ExportRecord): void {
      const total = totals.get(record.currency) ?? { amount: 0, refunded: 0, lira: 0, withoutRate: 0 };
      total.amount += record.amount;
      total.refunded += record.amountRefunded;
      if (record.lira) total.lira += record.lira.amount;
      else total.withoutRate += 1;
      totals.set(record.currency, total);
    },
    /** By currency code, so both files list them in one order. */
    sorted(): [string, CurrencyTotal][] {
      return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
    },
  };
}
