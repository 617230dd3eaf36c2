import { type BrandLogoType, logoDisplaySize } from '@kopru/domain/brand';
import { publicBrandLogo } from '@kopru/domain/contracts/checkout';
import { fillPath } from '@kopru/domain/contracts/endpoint';
import type { PublicBrand } from '@kopru/domain/schemas/brand';
import type { Executor } from '../../db/client.ts';
import type { MerchantBrandRow } from '../../db/schema/merchant-brands.ts';
import type { FileStorage } from '../../ports.ts';
import { findBrand } from './repository.ts';

/**
 * A merchant's brand as e-mails and PDFs show it (docs/brand.md "For other senders"): the colour
 * (null: Köprü's) and the logo with its absolute public URL, its type, its pixel size and the
 * size to show it at. Read `brandLogoBytes` to embed the logo itself (a PDF).
 */
export interface MerchantBrandView {
  color: string | null;
  logo: {
    id: string;
    /** `${PUBLIC_URL}/api/public/brand-logos/{id}`: public, cacheable, changes with every upload. */
    url: string;
    contentType: BrandLogoType;
    width: number;
    height: number;
    /** Shown at BRAND_LOGO_DISPLAY_HEIGHT pixels high (narrower for very wide logos). */
    display: { width: number; height: number };
    storageKey: string;
  } | null;
}

export function logoPath(logoId: string): string {
  return fillPath(publicBrandLogo.path, { id: logoId });
}

export function toBrandView(row: MerchantBrandRow | undefined, publicUrl: string): MerchantBrandView {
  if (!row) return { color: null, logo: null };
  const { logoId, logoStorageKey, logoContentType, logoWidth, logoHeight } = row;
  const logo =
    logoId && logoStorageKey && logoContentType && logoWidth && logoHeight
      ? {
          id: logoId,
          url: `${publicUrl.replace(/\/$/, '')}${logoPath(logoId)}`,
          contentType: logoContentType,
          width: logoWidth,
          height: logoHeight,
          display: logoDisplaySize(logoWidth, logoHeight),
          storageKey: logoStorageKey,
        }
      : null;
  return { color: row.color, logo };
}

/** The hook other senders call: `brandOf(tx, merchantId, env.PUBLIC_URL)`. */
export async function brandOf(
  db: Executor,
  merchantId: string,
  publicUrl: string,
): Promise<MerchantBrandView> {
  return toBrandView(await findBrand(db, merchantId), publicUrl);
}

/** The logo's bytes (to embed in a PDF), or null without a logo or when the file is gone. */
export async function brandLogoBytes(storage: FileStorage, brand: MerchantBrandView): Promise<Buffer | null> {
  if (!brand.logo) return null;
  const body = await storage.get(brand.logo.storageKey);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What the checkout's page data carries of the brand. */
export function toPublicBrand(view: MerchantBrandView): PublicBrand {
  return {
    color: view.color,
    logo: view.logo
      ? { id: view.logo.id, width: view.logo.display.width, height: view.logo.display.height }
      : null,
  };
}
