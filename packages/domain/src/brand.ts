/**
 * The merchant's own brand (docs/brand.md): a logo and a colour shown on its checkout pages,
 * receipts, payment-request e-mails and PDFs, with Köprü named as "payments by".
 */

/** Logos: raster images only, checked by content. SVG is refused (it can carry scripts). */
export const brandLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BrandLogoType = (typeof brandLogoTypes)[number];

/** What the file picker offers; the API checks the content (`detectFileType`). */
export const brandLogoAccept = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

/** Its size limits are in limits.ts (BRAND_LOGO_*), which every translator reads. */

/** The height the checkout, e-mails and PDFs show a logo at; its width follows its proportions. */
export const BRAND_LOGO_DISPLAY_HEIGHT = 40;
/** The widest a logo is shown at that height (a very wide wordmark is scaled down to fit). */
export const BRAND_LOGO_DISPLAY_MAX_WIDTH = 200;

/** WCAG 2.x AA for normal text: white text on the brand colour must reach this contrast. */
export const WCAG_AA_CONTRAST = 4.5;

export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

/** `#0F766E` -> `#0f766e`, or null when it is not a six-digit hex colour. */
export function normalizeHexColor(text: string): string | null {
  const trimmed = text.trim();
  return hexColorPattern.test(trimmed) ? trimmed.toLowerCase() : null;
}

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a `#rrggbb` colour (0 black .. 1 white). */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 0xff;
  const g = (value >> 8) & 0xff;
  const b = value & 0xff;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours, 1 .. 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Contrast of white text on the colour, rounded down to two decimals as it is shown. */
export function whiteTextContrast(hex: string): number {
  return Math.floor(contrastRatio('#ffffff', hex) * 100) / 100;
}

/** Whether white text (the pay button's, the header's) is readable on the colour: WCAG AA. */
export function passesWhiteTextAA(hex: string): boolean {
  return contrastRatio('#ffffff', hex) >= WCAG_AA_CONTRAST;
}

/** The size a logo is shown at: BRAND_LOGO_DISPLAY_HEIGHT high, at most the widest allowed. */
export function logoDisplaySize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(BRAND_LOGO_DISPLAY_HEIGHT / height, BRAND_LOGO_DISPLAY_MAX_WIDTH / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
