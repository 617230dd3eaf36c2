import { IDEMPOTENCY_KEY_RETENTION_MS } from '@kopru/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { expireUnconfirmedAccounts } from './modules/auth/unconfirmed-accounts.ts';
import { forgetStaleDevices } from './modules/devices/known-devices.ts';
import { openReportedDisputes } from './modules/disputes/open.ts';
import { deliverDueEmails, smtpTransport } from './modules/email/worker.ts';
import { fetchDailyRates } from './modules/exchange-rates/fetch-worker.ts';
import { foldExportRecords } from './modules/export-records/repository.ts';
import { warnProceedsDue } from './modules/export-records/warnings.ts';
import { deleteExpiredClaims } from './modules/idempotency/repository.ts';
import { foldUnappliedCredits } from './modules/ledger/repository.ts';
import { emailDailySummaries, emailEachPayment } from './modules/paid-emails/worker.ts';
import { foldLinkCounts } from './modules/payment-links/repository.ts';
import { reconcilePayments } from './modules/payments/reconciler.ts';
import { releaseDueReserves } from './modules/payments/reserve-release.ts';
import { settleDuePayments } from './modules/payments/settlement.ts';
import { runPayoutSchedules } from './modules/payout-schedules/worker.ts';
import { reconcileRefunds } from './modules/refunds/reconciler.ts';
import { releaseMarketplaceItems } from './modules/sub-merchants/release.ts';
import { releaseMarketplaceReserves } from './modules/sub-merchants/reserve-release.ts';
import { syncSubMerchants } from './modules/sub-merchants/sync.ts';
import { deliverDueWebhooks } from './modules/webhooks/delivery.ts';

interface Loop {
  name: string;
  intervalMs: number;
  /** One pass; `stopping` aborts when the process shuts down: hand back what is not started. */
  run(stopping: AbortSignal): Promise<number>;
}

/**
 * Background jobs. They coordinate through the database (FOR UPDATE SKIP LOCKED), so any number
 * of processes may run them. Returns a function that stops them: a pass in progress finishes
 * what it has started (a send, a charge lookup) and gives back the rest of what it claimed, so a
 * stopped process leaves no claim behind.
 */
export function startWorkers(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  const loops: Loop[] = [];
  const { env } = ctx;
  if (env.SMTP_URL) {
    const transport = smtpTransport(env.SMTP_URL);
    loops.push({
      name: 'email',
      intervalMs: 2_000,
      run: (stopping) =>
        deliverDueEmails(ctx.db, transport, {
          from: env.MAIL_FROM,
          clock: ctx.clock,
          appSecret: ctx.appSecret,
          stopping,
        }),
    });
  }
  loops.push({ name: 'webhooks', intervalMs: 1_000, run: () => deliverDueWebhooks(ctx) });
  loops.push({
    name: 'payment-reconciler',
    intervalMs: Math.min(15_000, env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000),
    run: (stopping) => reconcilePayments(ctx, 20, stopping),
  });
  loops.push({
    name: 'refund-reconciler',
    intervalMs: Math.min(15_000, env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000),
    run: (stopping) => reconcileRefunds(ctx, 20, stopping),
  });
  // Marketplace mode: approved KYC and identity changes reach the acquirer's sub-merchant (decision 011).
  if (ctx.marketplace) {
    // iyzico pays the merchants: items are released to it, and the platform pays nobody out.
    loops.push({
      name: 'marketplace-release',
      intervalMs: 60_000,
      run: (stopping) => releaseMarketplaceItems(ctx, 20, stopping),
    });
    // Each payment's rolling reserve, its own item, when its window ends (decision 013).
    loops.push({
      name: 'marketplace-reserve-release',
      intervalMs: 60_000,
      run: (stopping) => releaseMarketplaceReserves(ctx, 20, stopping),
    });
  }
  if (ctx.marketplace)
    loops.push({
      name: 'sub-merchants',
      intervalMs: 15_000,
      run: (stopping) => syncSubMerchants(ctx, 20, stopping),
    });
  loops.push({ name: 'settlement', intervalMs: 60_000, run: () => settleDuePayments(ctx) });
  // The rolling reserve when its window ends (decision 013); marketplace mode: approved at iyzico.
  if (!ctx.marketplace)
    loops.push({ name: 'reserve-release', intervalMs: 60_000, run: () => releaseDueReserves(ctx) });
  // "You got paid" e-mails (docs/paid-emails.md): each claimed with its e-mail, so once per payment or day.
  loops.push({
    name: 'paid-emails',
    intervalMs: 30_000,
    run: async () => (await emailEachPayment(ctx)) + (await emailDailySummaries(ctx)),
  });
  // Automatic payouts (docs/automatic-payouts.md): one run per merchant, currency and period.
  if (!ctx.marketplace)
    loops.push({ name: 'payout-schedules', intervalMs: 60_000, run: () => runPayoutSchedules(ctx) });
  // Payments only insert rows; these fold them into the balance and link rows (decision 004).
  // Only a full batch goes again at once: under steady load a pass always finds a few.
  const FOLD_BATCH = 200;
  loops.push({
    name: 'ledger-fold',
    intervalMs: 5_000,
    run: async () => ((await foldUnappliedCredits(ctx.db, FOLD_BATCH)) === FOLD_BATCH ? 1 : 0),
  });
  loops.push({
    name: 'link-count-fold',
    intervalMs: 5_000,
    run: async () => ((await foldLinkCounts(ctx.db, FOLD_BATCH)) === FOLD_BATCH ? 1 : 0),
  });
  loops.push({
    name: 'export-record-fold',
    intervalMs: 5_000,
    run: async () => ((await foldExportRecords(ctx.db, { limit: FOLD_BATCH })) === FOLD_BATCH ? 1 : 0),
  });
  // Once per sale and threshold (30 and 7 days before the proceeds deadline; docs/export.md).
  loops.push({ name: 'export-proceeds-warnings', intervalMs: 60 * 60_000, run: () => warnProceedsDue(ctx) });
  loops.push({
    name: 'disputes',
    intervalMs: Math.max(1_000, Math.min(15_000, env.SANDBOX_DISPUTE_AFTER_SECONDS * 1000)),
    run: () => openReportedDisputes(ctx),
  });
  // Business days only; one worker claims the day and the others pass (docs/fx.md).
  loops.push({
    name: 'exchange-rates',
    intervalMs: 5 * 60_000,
    run: async (stopping) => {
      await fetchDailyRates(ctx, ctx.rateFeed, stopping);
      return 0;
    },
  });
  loops.push({
    name: 'idempotency-cleanup',
    intervalMs: 60 * 60_000,
    run: async () => {
      await deleteExpiredClaims(ctx.db, new Date(ctx.clock.now().getTime() - IDEMPOTENCY_KEY_RETENTION_MS));
      await forgetStaleDevices(ctx.db, ctx.clock.now());
      return 0;
    },
  });
  // Sign-ups never confirmed within UNCONFIRMED_ACCOUNT_DAYS are deleted (docs/security.md).
  loops.push({
    name: 'unconfirmed-accounts',
    intervalMs: 60 * 60_000,
    run: () => expireUnconfirmedAccounts(ctx),
  });
  const stopping = new AbortController();
  const { signal } = stopping;
  const running = new Set<Promise<void>>();
  const timers = loops.map((loop) => {
    const tick = async () => {
      if (signal.aborted) return;
      try {
        // A full batch means more may be waiting: go again at once instead of waiting a tick.
        while (!signal.aborted && (await loop.run(signal)) > 0) {}
      } catch (error) {
        log.error({ err: error, worker: loop.name }, 'worker pass failed');
      }
    };
    return setInterval(() => {
      const pass = tick();
      running.add(pass);
      pass.finally(() => running.delete(pass));
    }, loop.intervalMs);
  });
  log.info({ event: 'workers_started', loops: loops.length }, 'background jobs running in this process');
  return async () => {
    stopping.abort();
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}
