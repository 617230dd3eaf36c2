import { brandLogoUrl } from '@kopru/api-client/checkout';
import type { PublicBrand } from '@kopru/domain/schemas/brand';
import type { CSSProperties } from 'react';

/**
 * The page in the merchant's colour: `merchant-brand` (index.css) points the brand shades the
 * buttons, links and header use at `--merchant-brand`, set here from the page data. The API
 * refuses a colour white text cannot be read on, so every white label stays AA.
 */
export function brandStyle(brand: PublicBrand | undefined): {
  className: string;
  style: CSSProperties | undefined;
} {
  if (!brand?.color) return { className: '', style: undefined };
  return { className: 'merchant-brand', style: { '--merchant-brand': brand.color } as CSSProperties };
}

/** The merchant's logo at its display size (width and height given: the page does not shift). */
export function MerchantLogo({
  logo,
  name,
  className,
}: {
  logo: NonNullable<PublicBrand['logo']>;
  name: string;
  className?: string;
}) {
  return (
    <img
      src={brandLogoUrl(logo.id)}
      alt={name}
      width={logo.width}
      height={logo.height}
      className={className}
      style={{ width: logo.width, height: logo.height }}
    />
  );
}
