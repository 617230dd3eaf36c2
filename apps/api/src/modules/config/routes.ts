import { publicConfig } from '@kopru/domain/contracts/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isMarketplace } from '../../env.ts';
import { route } from '../../lib/contract-route.ts';
import { isSandbox } from '../../ports.ts';
import { platformReleaseTerms } from '../release-terms/terms.ts';

/** Runtime settings the apps need (timeouts, origins) so one build works in every deployment. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  route(app, publicConfig, {}, async () => ({
    inactivityTimeoutMs: env.INACTIVITY_TIMEOUT_MS,
    passwordMinLength: env.PASSWORD_MIN_LENGTH,
    adminTwoFactorRequired: env.REQUIRE_ADMIN_TWO_FACTOR,
    sandbox: isSandbox(app.ctx.paymentProvider),
    payoutsByAcquirer: isMarketplace(env),
    checkoutOrigin: env.CHECKOUT_ORIGIN,
    merchantOrigin: env.MERCHANT_ORIGIN,
    adminOrigin: env.ADMIN_ORIGIN,
    supportEmail: env.SUPPORT_EMAIL,
    operatorName: env.OPERATOR_NAME,
    releaseTerms: platformReleaseTerms(env),
    withholdingBasisPoints: env.WITHHOLDING_BASIS_POINTS,
  }));
};
