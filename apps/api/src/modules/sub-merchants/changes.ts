import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isMarketplace } from '../../env.ts';
import { requestSubMerchantSync } from './repository.ts';

/**
 * An approved KYC submission or identity change: in marketplace mode the acquirer's sub-merchant
 * must be created or updated from it. Only recorded here, in the approving transaction; the sync
 * worker calls the acquirer afterwards (sync.ts), never inside a transaction.
 */
export async function noteSubMerchantChange(
  ctx: AppContext,
  tx: Executor,
  merchantId: string,
): Promise<void> {
  if (isMarketplace(ctx.env)) await requestSubMerchantSync(tx, merchantId, ctx.clock.now());
}
