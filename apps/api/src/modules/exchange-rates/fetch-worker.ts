import { isIstanbulBusinessDay, istanbulDay } from '@kopru/domain/business-days';
import type { RateFetchOutcome } from '@kopru/domain/schemas/exchange-rates';
import type { AppContext } from '../../context.ts';
import {
  type PublishedRates,
  RateFeedMalformedError,
  RateFeedUnavailableError,
  type RateSource,
} from '../../ports.ts';
import { claimRateFetch, recordRateFetch, storeBulletin } from './repository.ts';

/**
 * One pass of the rates worker: on an Istanbul business day, one worker (whichever claims the
 * day) reads the feed and stores the bulletin. Once the day's own bulletin is stored, nobody
 * fetches again that day; a file of an earlier day (TCMB publishes around 15:30, and not at all
 * on holidays), a 404, an unreachable feed or a malformed file is recorded and tried again after
 * TCMB_RATES_RETRY_MINUTES, the last rates staying in use with their date.
 */
export async function fetchDailyRates(
  ctx: AppContext,
  feed: RateSource,
  stopping?: AbortSignal,
): Promise<RateFetchOutcome | null> {
  const now = ctx.clock.now();
  if (!isIstanbulBusinessDay(now)) return null;
  const day = istanbulDay(now);
  const retryAt = new Date(now.getTime() + ctx.env.TCMB_RATES_RETRY_MINUTES * 60_000);
  if (!(await claimRateFetch(ctx.db, { day, now, until: retryAt }))) return null;
  let bulletin: PublishedRates | null = null;
  let outcome: RateFetchOutcome;
  try {
    bulletin = await feed.latest(stopping);
    outcome = bulletin?.date === day ? 'fetched' : 'not_published';
  } catch (error) {
    if (error instanceof RateFeedUnavailableError) outcome = 'feed_unavailable';
    else if (error instanceof RateFeedMalformedError) outcome = 'malformed';
    else throw error;
  }
  const checkedAt = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (bulletin) await storeBulletin(tx, bulletin, checkedAt);
    await recordRateFetch(tx, day, {
      outcome,
      bulletinDate: bulletin?.date ?? null,
      missing: bulletin?.missing ?? [],
      checkedAt,
      claimedUntil: retryAt,
    });
  });
  return outcome;
}
