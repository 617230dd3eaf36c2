import type { RateCurrency } from '@kopru/domain/fx';
import { createId } from '@kopru/domain/ids';
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { type RateFetchRow, rateFetches } from '../../db/schema/rate-fetches.ts';
import { users } from '../../db/schema/users.ts';
import type { PublishedRates } from '../../ports.ts';

/** Stores a TCMB bulletin's rates under its own date; a bulletin stored before is left as it is. */
export async function storeBulletin(db: Executor, bulletin: PublishedRates, at: Date): Promise<void> {
  const rows = Object.entries(bulletin.rates).map(([currency, rate]) => ({
    id: createId('fxr'),
    rateDate: bulletin.date,
    currency: currency as RateCurrency,
    rate,
    source: 'tcmb' as const,
    enteredBy: null,
    enteredAt: at,
  }));
  if (rows.length === 0) return;
  await db.insert(exchangeRates).values(rows).onConflictDoNothing();
}

/** An admin's rate for an Istanbul day; entering it again that day replaces it. */
export async function upsertManualRate(
  db: Executor,
  entry: { day: string; currency: RateCurrency; rate: string; adminId: string; at: Date },
) {
  const [row] = await db
    .insert(exchangeRates)
    .values({
      id: createId('fxr'),
      rateDate: entry.day,
      currency: entry.currency,
      rate: entry.rate,
      source: 'manual',
      enteredBy: entry.adminId,
      enteredAt: entry.at,
    })
    .onConflictDoUpdate({
      target: [exchangeRates.rateDate, exchangeRates.currency, exchangeRates.source],
      set: { rate: entry.rate, enteredBy: entry.adminId, enteredAt: entry.at },
    })
    .returning();
  return row;
}

/**
 * The rate a conversion uses now, per currency: the newest day's; on one day TCMB's bulletin
 * wins over a manual rate (the manual rate stands in for a feed that could not be read).
 */
export async function currentRates(db: Executor) {
  return db
    .selectDistinctOn([exchangeRates.currency], {
      rate: exchangeRates,
      enteredByEmail: users.email,
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.enteredBy))
    .orderBy(
      exchangeRates.currency,
      desc(exchangeRates.rateDate),
      desc(sql`${exchangeRates.source} = 'tcmb'`),
    );
}
export type CurrentRateRow = Awaited<ReturnType<typeof currentRates>>[number];

/** TCMB's rate of `currency` for the Istanbul date `day`: that day's bulletin or the newest before it. */
export async function tcmbRateOn(db: Executor, currency: RateCurrency, day: string) {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.currency, currency),
        eq(exchangeRates.source, 'tcmb'),
        lte(exchangeRates.rateDate, day),
      ),
    )
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row;
}

/**
 * Claims the fetch of `day` for one worker: the first claim inserts the row; a later one takes
 * it back only when the day is not fetched yet and the previous claim has run out. Returns
 * whether this worker got it.
 */
export async function claimRateFetch(
  db: Executor,
  claim: { day: string; now: Date; until: Date },
): Promise<boolean> {
  const rows = await db
    .insert(rateFetches)
    .values({ day: claim.day, claimedUntil: claim.until })
    .onConflictDoUpdate({
      target: rateFetches.day,
      set: { claimedUntil: claim.until, attempts: sql`${rateFetches.attempts} + 1` },
      setWhere: sql`${rateFetches.outcome} is distinct from 'fetched' and ${rateFetches.claimedUntil} <= ${claim.now}`,
    })
    .returning({ day: rateFetches.day });
  return rows.length > 0;
}

export async function recordRateFetch(
  db: Executor,
  day: string,
  result: Pick<RateFetchRow, 'outcome' | 'bulletinDate' | 'missing' | 'checkedAt'> & { claimedUntil: Date },
): Promise<void> {
  await db.update(rateFetches).set(result).where(eq(rateFetches.day, day));
}

/** The newest day the worker finished looking at the feed. */
export async function lastRateFetch(db: Executor): Promise<RateFetchRow | undefined> {
  const [row] = await db
    .select()
    .from(rateFetches)
    .where(isNotNull(rateFetches.outcome))
    .orderBy(desc(rateFetches.day))
    .limit(1);
  return row;
}
