import './types.ts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { counterStore } from './lib/counters.ts';
import { createDnsResolver } from './lib/dns-resolver.ts';
import { loggerOptions } from './lib/logger.ts';
import { connectRedis } from './lib/redis.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminMerchantRoutes } from './modules/admin-merchants/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { merchantApiPlugin } from './modules/api-keys/merchant-api.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authSecretOf, createAuth } from './modules/auth/better-auth.ts';
import { recordEmailConfirmed } from './modules/auth/email-confirmation.ts';
import { recordPasswordReset, sendPasswordLinkEmail } from './modules/auth/password-link.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { loadRequestAuth } from './modules/auth/session.ts';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { brandRoutes } from './modules/brand/routes.ts';
import { createCardVelocity } from './modules/checkout/card-velocity.ts';
import { createPayChallenge } from './modules/checkout/pay-challenge.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { currencyIbanChangeRoutes } from './modules/currency-iban-changes/routes.ts';
import { disputeRoutes } from './modules/disputes/routes.ts';
import { disputeV1Routes } from './modules/disputes/v1-routes.ts';
import { createRecipientLimits } from './modules/email/recipient-limits.ts';
import { emailRoutes } from './modules/email/routes.ts';
import { createEmailService } from './modules/email/service.ts';
import { eventV1Routes } from './modules/events/v1-routes.ts';
import { exchangeRateAdminRoutes } from './modules/exchange-rates/admin-routes.ts';
import { tcmbRateSource } from './modules/exchange-rates/tcmb.ts';
import { exportRecordRoutes } from './modules/export-records/routes.ts';
import { createStorage } from './modules/files/storage.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { identityChangeRoutes } from './modules/identity-changes/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { kycAdminRoutes } from './modules/kyc/admin-routes.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { marginAdminRoutes } from './modules/margins/admin-routes.ts';
import { merchantDomainRoutes } from './modules/merchant-domains/routes.ts';
import { merchantRoutes } from './modules/merchant-profile/routes.ts';
import { businessMetrics } from './modules/operations/metrics.ts';
import { notificationSettingsRoutes } from './modules/paid-emails/routes.ts';
import { findPayableLink } from './modules/payment-links/repository.ts';
import { paymentLinkRoutes, paymentLinkV1Routes } from './modules/payment-links/routes.ts';
import { adminFinanceRoutes } from './modules/payments/admin-routes.ts';
import { acquirerNotificationRoutes } from './modules/payments/notification-routes.ts';
import { createMarketplace, createProvider } from './modules/payments/provider.ts';
import { publicPaymentRoutes } from './modules/payments/public-routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxBankRoutes } from './modules/payments/sandbox-bank-routes.ts';
import { paymentV1Routes } from './modules/payments/v1-routes.ts';
import { payoutScheduleRoutes } from './modules/payout-schedules/routes.ts';
import { payoutStatementRoutes } from './modules/payout-statements/routes.ts';
import { payoutAdminRoutes } from './modules/payouts/admin-routes.ts';
import { payoutRoutes, payoutV1Routes } from './modules/payouts/routes.ts';
import { reconciliationAdminRoutes } from './modules/reconciliation/admin-routes.ts';
import { refundRoutes, refundV1Routes } from './modules/refunds/routes.ts';
import { releaseTermsRoutes } from './modules/release-terms/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { noteSubMerchantChange } from './modules/sub-merchants/changes.ts';
import {
  insertMarketplaceItem,
  marketplaceSplitFor,
  recordChargedItems,
  splitOfPayment,
} from './modules/sub-merchants/items.ts';
import { marketplacePayoutRoutes } from './modules/sub-merchants/routes.ts';
import { syncSubMerchantNow } from './modules/sub-merchants/sync.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { transactionDetailRoutes } from './modules/transactions/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { webhookRoutes, webhookV1Routes } from './modules/webhooks/routes.ts';

import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionGuardPlugin } from './plugins/session-guard.ts';
import { staticAppsPlugin } from './plugins/static-apps.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { type FileStorage, type HostResolver, isSandbox, type PaymentProvider } from './ports.ts';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  appSecret: string;
  clock?: Clock;
  /** Uploaded files; local disk under `${DATA_DIR}/files` unless given. */
  storage?: FileStorage;
  paymentProvider?: PaymentProvider;
  /** Webhook targets' DNS; the API's own resolver (DNS_SERVERS, DNS_TIMEOUT_MS, DNS_TRIES) unless given. */
  hostResolver?: HostResolver;
  logStream?: { write(line: string): void };
  /** Where the built apps live (apps/); omitted in tests. */
  appsDir?: string | undefined;
}

/** A hop count trusts that many proxies nearest to us (X-Forwarded-For read from the right). */
function trustProxyOption(value: Env['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

const REDIS_CONNECT_WAIT_MS = 3_000;
const requestIdPattern = /^[\w-]{8,64}$/;

/** Builds the Fastify app without listening; tests drive it with `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: loggerOptions(env, options.logStream),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : `req_${randomUUID()}`;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? systemClock;
  const email = createEmailService({ env, appSecret: options.appSecret, log: app.log });
  const auth = createAuth({
    db: database.db,
    env,
    secret: authSecretOf(options.appSecret),
    sendResetPassword: (input) => sendPasswordLinkEmail({ db: database.db, email, env }, input),
    onPasswordReset: (input) => recordPasswordReset({ db: database.db, email }, input),
    onEmailConfirmed: (userId) => recordEmailConfirmed({ db: database.db, email, env }, userId),
  });

  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.close());
    // Counting starts shared when Redis answers; a Redis that does not must not stop the start.
    if (!(await redis.connected(REDIS_CONNECT_WAIT_MS)))
      app.log.warn({ event: 'redis_unavailable' }, 'Redis did not answer at start: rate limits fail open');
  }
  const counters = counterStore(database.db, redis);
  const dns = createDnsResolver({
    servers: env.DNS_SERVERS,
    timeoutMs: env.DNS_TIMEOUT_MS,
    tries: env.DNS_TRIES,
  });
  const ctx: AppContext = {
    env,
    db: database.db,
    dbKind: database.kind,
    auth,
    email,
    storage: options.storage ?? (await createStorage(env)),
    paymentProvider:
      options.paymentProvider ??
      createProvider(env, { db: database.db, appSecret: options.appSecret, clock }),
    marketplace: createMarketplace(env),
    marketplaceRecords: {
      marketplaceSplitFor,
      insertMarketplaceItem,
      splitOfPayment,
      recordChargedItems,
      noteSubMerchantChange: (tx, merchantId) => noteSubMerchantChange(ctx, tx, merchantId),
      sendSubMerchantChangeNow: (merchantId, log) => syncSubMerchantNow(ctx, merchantId, log),
    },
    clock,
    appSecret: options.appSecret,
    redis,
    signInThrottle: createSignInThrottle(counters, env, options.appSecret),
    cardVelocity: createCardVelocity(counters, env, options.appSecret),
    recipientLimits: createRecipientLimits(counters, env, options.appSecret),
    payChallenge: createPayChallenge(counters, env, options.appSecret, clock),
    rateFeed: tcmbRateSource(env.TCMB_RATES_URL, env.TCMB_RATES_TIMEOUT_MS),
    txtResolver: dns,
    hostResolver: options.hostResolver ?? dns,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('apiKey', null);
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    app.routeTable.push({ method: route.method, url: route.url, contract: route.config?.contract });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(textGuardPlugin);
  await app.register(metricsPlugin, { addFigures: (registry, log) => businessMetrics(ctx, registry, log) });
  await app.register(openApiPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(sessionGuardPlugin, { loadSession: loadRequestAuth });

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(teamRoutes);
  await app.register(twoFactorRoutes);
  await app.register(sessionRoutes);
  await app.register(merchantRoutes);
  await app.register(identityChangeRoutes);
  await app.register(currencyIbanChangeRoutes);
  await app.register(adminRoutes);
  await app.register(emailRoutes);
  await app.register(kycRoutes);
  await app.register(kycAdminRoutes);
  await app.register(paymentLinkRoutes);
  await app.register(checkoutRoutes);
  await app.register(publicPaymentRoutes);
  await app.register(acquirerNotificationRoutes);
  if (isSandbox(ctx.paymentProvider)) await app.register(sandboxBankRoutes);
  await app.register(paymentRoutes);
  await app.register(payoutRoutes);
  await app.register(marketplacePayoutRoutes);
  await app.register(payoutScheduleRoutes);
  await app.register(exportRecordRoutes);
  await app.register(payoutStatementRoutes);
  await app.register(invoiceRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(merchantDomainRoutes);
  await app.register(brandRoutes);
  await app.register(payoutAdminRoutes);
  await app.register(exchangeRateAdminRoutes);
  await app.register(reconciliationAdminRoutes);
  await app.register(marginAdminRoutes);
  await app.register(refundRoutes);
  await app.register(disputeRoutes);
  await app.register(transactionDetailRoutes);
  await app.register(adminFinanceRoutes);
  await app.register(adminMerchantRoutes);
  await app.register(releaseTermsRoutes);
  await app.register(adminUserRoutes);
  await app.register(auditRoutes);
  await app.register(contentRoutes);
  await app.register(apiKeyRoutes);
  await app.register(webhookRoutes);
  // The merchant API: add a /v1 resource by listing its route plugin here (docs/api.md).
  await app.register(merchantApiPlugin, {
    routes: [
      paymentLinkV1Routes,
      paymentV1Routes,
      eventV1Routes,
      payoutV1Routes,
      refundV1Routes,
      disputeV1Routes,
      webhookV1Routes,
    ],
  });

  await app.register(staticAppsPlugin, {
    appsDir: options.appsDir,
    findPayableLink: (code) => findPayableLink(database.db, code, clock.now()),
  });
  return app;
}
