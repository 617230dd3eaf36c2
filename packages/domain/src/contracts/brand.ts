import { merchantBrandSchema, updateBrandColorRequest } from '../schemas/brand.ts';
import { endpoint } from './endpoint.ts';

const tags = ['merchant'];

/** The merchant's brand: logo and colour on its checkout, receipts, e-mails and PDFs (docs/brand.md). */
export const getMerchantBrand = endpoint({
  method: 'GET',
  path: '/api/merchant/brand',
  permission: 'profile.read',
  responses: { 200: merchantBrandSchema },
  errors: [401, 403],
  summary: "The merchant's logo and brand colour",
  tags,
});

export const uploadBrandLogo = endpoint({
  method: 'PUT',
  path: '/api/merchant/brand/logo',
  permission: 'profile.manage',
  consumes: ['multipart/form-data'],
  responses: { 200: merchantBrandSchema },
  errors: [400, 401, 403, 413],
  summary: 'Upload the logo (multipart/form-data), replacing the current one',
  description:
    'One file in `logo`: PNG, JPEG or WebP by content (SVG is refused), at most 512 KB, 16 to 2000 pixels a side. ' +
    '400 `unsupported_logo_type`, `logo_dimensions`; 413 `logo_too_large`. A refused file is not kept.',
  tags,
});

export const removeBrandLogo = endpoint({
  method: 'DELETE',
  path: '/api/merchant/brand/logo',
  permission: 'profile.manage',
  responses: { 200: merchantBrandSchema },
  errors: [401, 403],
  summary: 'Remove the logo: pages show the business name instead',
  tags,
});

export const updateBrandColor = endpoint({
  method: 'PUT',
  path: '/api/merchant/brand/color',
  permission: 'profile.manage',
  body: updateBrandColorRequest,
  responses: { 200: merchantBrandSchema },
  errors: [400, 401, 403],
  summary: 'Set the brand colour, or null for Köprü’s',
  description:
    '400 `validation_failed` at `color` when it is not `#rrggbb` or white text on it is below 4.5:1.',
  tags,
});
