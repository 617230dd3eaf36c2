import { createId } from '@kopru/domain/ids';
import type { MerchantBrand, UpdateBrandColorRequest } from '@kopru/domain/schemas/brand';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { MerchantBrandRow } from '../../db/schema/merchant-brands.ts';
import type { MerchantActor } from '../../ports.ts';
import { userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { findBrand, noLogo, saveBrand } from './repository.ts';
import type { CheckedLogo } from './upload.ts';

function toMerchantBrand(row: MerchantBrandRow | undefined): MerchantBrand {
  if (!row) return { logo: null, color: null };
  const { logoId, logoContentType, logoWidth, logoHeight, logoSizeBytes } = row;
  const logo =
    logoId && logoContentType && logoWidth && logoHeight && logoSizeBytes
      ? {
          id: logoId,
          contentType: logoContentType,
          width: logoWidth,
          height: logoHeight,
          sizeBytes: logoSizeBytes,
        }
      : null;
  return { logo, color: row.color };
}

function audit(db: Executor, actor: MerchantActor, details: Record<string, unknown>) {
  return recordAudit(db, {
    action: 'merchant.brand_updated',
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'merchant',
    targetId: actor.merchantId,
    merchantId: actor.merchantId,
    ipAddress: actor.ip,
    details,
  });
}

export async function getMerchantBrand(ctx: AppContext, merchantId: string): Promise<MerchantBrand> {
  return toMerchantBrand(await findBrand(ctx.db, merchantId));
}

/**
 * Replaces the logo with one already checked and stored. The old file is deleted once the new
 * row is committed; when the row is not written the new file is deleted, so storage holds
 * exactly the files rows name (a failed delete leaves an unreachable file, never a broken row).
 */
export async function replaceLogo(
  ctx: AppContext,
  actor: MerchantActor,
  read: () => Promise<CheckedLogo>,
): Promise<MerchantBrand> {
  const logo = await read();
  let previousKey: string | null = null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      previousKey = (await findBrand(tx, actor.merchantId, { lock: true }))?.logoStorageKey ?? null;
      const saved = await saveBrand(tx, actor.merchantId, {
        logoId: createId('logo'),
        logoStorageKey: logo.storageKey,
        logoContentType: logo.contentType,
        logoSizeBytes: logo.sizeBytes,
        logoWidth: logo.width,
        logoHeight: logo.height,
      });
      await audit(tx, actor, {
        logo: {
          contentType: logo.contentType,
          width: logo.width,
          height: logo.height,
          sizeBytes: logo.sizeBytes,
        },
      });
      return saved;
    });
    if (previousKey) await ctx.storage.delete(previousKey);
    return toMerchantBrand(row);
  } catch (error) {
    await ctx.storage.delete(logo.storageKey);
    throw error;
  }
}

export async function removeLogo(ctx: AppContext, actor: MerchantActor): Promise<MerchantBrand> {
  let previousKey: string | null = null;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findBrand(tx, actor.merchantId, { lock: true });
    previousKey = current?.logoStorageKey ?? null;
    if (!current || !previousKey) return current;
    const saved = await saveBrand(tx, actor.merchantId, noLogo);
    await audit(tx, actor, { logo: null });
    return saved;
  });
  if (previousKey) await ctx.storage.delete(previousKey);
  return toMerchantBrand(row);
}

/** The colour arrives checked by its schema (six hex digits, white text at least 4.5:1). */
export async function setBrandColor(
  ctx: AppContext,
  actor: MerchantActor,
  input: { color: UpdateBrandColorRequest['color'] },
): Promise<MerchantBrand> {
  const color = input.color ?? null;
  return ctx.db.transaction(async (tx) => {
    const current = await findBrand(tx, actor.merchantId, { lock: true });
    if ((current?.color ?? null) === color) return toMerchantBrand(current);
    const saved = await saveBrand(tx, actor.merchantId, { color });
    await audit(tx, actor, { color: { before: current?.color ?? null, after: color } });
    return toMerchantBrand(saved);
  });
}
