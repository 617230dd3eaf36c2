import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type MerchantBrandRow, merchantBrands } from '../../db/schema/merchant-brands.ts';

export type LogoColumns = Pick<
  MerchantBrandRow,
  'logoId' | 'logoStorageKey' | 'logoContentType' | 'logoSizeBytes' | 'logoWidth' | 'logoHeight'
>;

export const noLogo: LogoColumns = {
  logoId: null,
  logoStorageKey: null,
  logoContentType: null,
  logoSizeBytes: null,
  logoWidth: null,
  logoHeight: null,
};

export async function findBrand(
  db: Executor,
  merchantId: string,
  { lock = false } = {},
): Promise<MerchantBrandRow | undefined> {
  const query = db.select().from(merchantBrands).where(eq(merchantBrands.merchantId, merchantId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The logo behind a public URL; its id alone names it, so no other stored file can be reached. */
export async function findBrandByLogoId(db: Executor, logoId: string): Promise<MerchantBrandRow | undefined> {
  const [row] = await db.select().from(merchantBrands).where(eq(merchantBrands.logoId, logoId)).limit(1);
  return row;
}

/** Writes the merchant's brand columns given, making its row when it has none. */
export async function saveBrand(
  db: Executor,
  merchantId: string,
  values: Partial<LogoColumns> & { color?: string | null },
): Promise<MerchantBrandRow> {
  const [row] = await db
    .insert(merchantBrands)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: merchantBrands.merchantId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('merchant brand not saved');
  return row;
}
