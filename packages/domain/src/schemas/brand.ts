import { z } from 'zod';
import { brandLogoTypes, normalizeHexColor, passesWhiteTextAA } from '../brand.ts';

/** A brand colour: six-digit hex on which white text passes WCAG AA (4.5:1). */
export const brandColorSchema = z
  .string('validation.required')
  .trim()
  .refine((value) => normalizeHexColor(value) !== null, 'brand.errors.color')
  .transform((value) => normalizeHexColor(value) ?? value)
  .refine(passesWhiteTextAA, 'brand.errors.contrast')
  .meta({ description: '`#rrggbb`; white text on it must reach 4.5:1 contrast (WCAG AA).' });

export const updateBrandColorRequest = z.object({
  /** null removes the colour: Köprü's own is used. */
  color: brandColorSchema.nullable(),
});
export type UpdateBrandColorRequest = z.input<typeof updateBrandColorRequest>;

/**
 * A logo as pages show it: its id in its public URL (GET /api/public/brand-logos/{id}, cacheable:
 * a new upload gets a new id) and its size in pixels, so a page reserves its room.
 */
export const brandLogoSchema = z.object({
  id: z.string(),
  contentType: z.enum(brandLogoTypes),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

export const merchantBrandSchema = z.object({
  logo: brandLogoSchema.nullable(),
  color: z.string().nullable(),
});
export type MerchantBrand = z.infer<typeof merchantBrandSchema>;

/** What the checkout needs of the brand: the logo's id and size, and the colour. */
export const publicBrandSchema = z.object({
  logo: z.object({ id: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  color: z.string().nullable(),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;
