import multipart from '@fastify/multipart';
import * as contracts from '@kopru/domain/contracts/brand';
import { publicBrandLogo } from '@kopru/domain/contracts/checkout';
import { AppError } from '@kopru/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import { findBrandByLogoId } from './repository.ts';
import { getMerchantBrand, removeLogo, replaceLogo, setBrandColor } from './service.ts';
import { readLogoUpload } from './upload.ts';

const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** The merchant's brand (Profile › Brand; owners and admins change it) and its public logo. */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const door = dashboardDoor;
  // Multipart only inside this plugin: of its routes only the logo upload reads it.
  await app.register(multipart);

  route(app, contracts.getMerchantBrand, door.signedIn, async (request) =>
    getMerchantBrand(ctx, door.merchantOf(request).id),
  );
  route(app, contracts.uploadBrandLogo, door.signedIn, async (request) =>
    replaceLogo(ctx, door.actorOf(request), () => readLogoUpload(request, ctx.storage)),
  );
  route(app, contracts.removeBrandLogo, door.signedIn, async (request) =>
    removeLogo(ctx, door.actorOf(request)),
  );
  route(app, contracts.updateBrandColor, door.signedIn, async (request) =>
    setBrandColor(ctx, door.actorOf(request), request.body),
  );

  /**
   * Public: pages and e-mail clients load it. The type is the one detected at upload and the
   * browser may not guess another (nosniff); the answer runs nothing (CSP, sandbox). Its URL
   * changes with every upload, so it is cached for a year; e-mail clients on other sites may
   * load it (Cross-Origin-Resource-Policy).
   */
  route(app, publicBrandLogo, {}, async (request, reply) => {
    const row = await findBrandByLogoId(ctx.db, request.params.id);
    const body = row?.logoStorageKey ? await ctx.storage.get(row.logoStorageKey) : null;
    if (!row?.logoContentType || !row.logoSizeBytes || !body) throw new AppError('not_found');
    return reply
      .header('content-type', row.logoContentType)
      .header('content-length', String(row.logoSizeBytes))
      .header('content-disposition', `inline; filename="logo.${extensions[row.logoContentType]}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .send(body);
  });
};
