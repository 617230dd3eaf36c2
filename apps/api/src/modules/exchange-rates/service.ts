import { istanbulDay } from '@kopru/domain/business-days';
import type { RateCurrency } from '@kopru/domain/fx';
import type {
  ExchangeRate,
  ExchangeRatesResponse,
  ManualRateRequest,
  RateFetch,
} from '@kopru/domain/schemas/exchange-rates';
import type { AppContext } from '../../context.ts';
import type { ExchangeRateRow } from '../../db/schema/exchange-rates.ts';
import type { RateFetchRow } from '../../db/schema/rate-fetches.ts';
import type { Actor } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { type CurrentRateRow, currentRates, lastRateFetch, upsertManualRate } from './repository.ts';

function toExchangeRate(row: ExchangeRateRow, enteredByEmail: string | null): ExchangeRate {
  return {
    currency: row.currency,
    rate: row.rate,
    date: row.rateDate,
    source: row.source,
    enteredBy: enteredByEmail,
    enteredAt: row.enteredAt.toISOString(),
  };
}

function toRateFetch(row: RateFetchRow): RateFetch | null {
  if (!row.outcome || !row.checkedAt) return null;
  return {
    day: row.day,
    outcome: row.outcome,
    bulletinDate: row.bulletinDate,
    missing: row.missing as RateCurrency[],
    checkedAt: row.checkedAt.toISOString(),
  };
}

/** The rate a conversion uses now per currency (see currentRates), and the worker's last fetch. */
export async function listExchangeRates(ctx: AppContext): Promise<ExchangeRatesResponse> {
  const [rows, fetch] = await Promise.all([currentRates(ctx.db), lastRateFetch(ctx.db)]);
  return {
    data: rows.map((row: CurrentRateRow) => toExchangeRate(row.rate, row.enteredByEmail)),
    lastFetch: fetch ? toRateFetch(fetch) : null,
  };
}

/**
 * An admin enters a rate for today (Istanbul) when TCMB's feed cannot be reached. It is used
 * until a newer rate arrives; a TCMB bulletin of the same day wins over it. Audited with the rate
 * it replaced.
 */
export async function enterManualRate(
  ctx: AppContext,
  admin: Actor,
  input: ManualRateRequest,
): Promise<ExchangeRate> {
  const at = ctx.clock.now();
  const day = istanbulDay(at);
  return ctx.db.transaction(async (tx) => {
    const before = (await currentRates(tx)).find((row) => row.rate.currency === input.currency);
    const row = await upsertManualRate(tx, {
      day,
      currency: input.currency,
      rate: input.rate,
      adminId: admin.id,
      at,
    });
    if (!row) throw new Error('manual rate not stored');
    await recordAudit(tx, {
      action: 'exchange_rate.entered',
      actorUserId: admin.id,
      actorEmail: admin.email,
      targetType: 'exchange_rate',
      targetId: row.id,
      details: {
        currency: row.currency,
        rate: row.rate,
        date: day,
        previousRate: before ? before.rate.rate : null,
        previousSource: before ? before.rate.source : null,
      },
      ipAddress: admin.ip,
    });
    return toExchangeRate(row, admin.email);
  });
}
