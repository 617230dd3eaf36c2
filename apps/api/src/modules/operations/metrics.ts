import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../../context.ts';
import { type BusinessFigures, readBusinessFigures } from './repository.ts';

/**
 * The database's figures, read once per scrape (every process reports the same values: take
 * `max` across replicas, not `sum`). A database that does not answer leaves them out of that
 * scrape; the HTTP and process figures are still served.
 */
export function businessMetrics(ctx: AppContext, registry: Registry, log: FastifyBaseLogger) {
  // A scrape starts every gauge's `collect` in the same tick (prom-client's `Promise.all`), so the
  // gauges of one scrape share the read in flight; the next scrape reads again.
  let pending: Promise<BusinessFigures | undefined> | undefined;
  const figures = () => {
    pending ??= readBusinessFigures(ctx.db, ctx.clock.now())
      .catch((error) => {
        log.warn({ err: error, event: 'metrics_unavailable' }, 'business metrics: database did not answer');
        return undefined;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  const secondsSince = (date: Date | null) =>
    date ? Math.max(0, (ctx.clock.now().getTime() - new Date(date).getTime()) / 1000) : 0;
  const gauge = (
    name: string,
    help: string,
    read: (f: BusinessFigures, set: (value: number, labels?: Record<string, string>) => void) => void,
    labelNames: string[] = [],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const f = await figures();
        this.reset();
        if (f) read(f, (value, labels) => (labels ? this.set(labels, value) : this.set(value)));
      },
    });
  gauge(
    'kopru_payments',
    'Payments by status (outcome): processing, requires_action, succeeded, failed',
    (f, set) => {
      for (const status of ['processing', 'requires_action', 'succeeded', 'failed']) {
        set(f.paymentsByStatus.find((row) => row.status === status)?.count ?? 0, { status });
      }
    },
    ['status'],
  );
  gauge('kopru_payout_queue_depth', 'Payouts requested or approved, not yet paid', (f, set) =>
    set(f.payoutQueue),
  );
  gauge('kopru_webhook_backlog', 'Webhook deliveries still pending (due or waiting to retry)', (f, set) =>
    set(f.webhookBacklog),
  );
  gauge('kopru_webhook_oldest_pending_age_seconds', 'Age of the oldest pending webhook delivery', (f, set) =>
    set(secondsSince(f.oldestPendingWebhook)),
  );
  gauge('kopru_email_backlog', 'E-mails queued for SMTP (due or waiting to retry)', (f, set) =>
    set(f.emailBacklog),
  );
  gauge(
    'kopru_reconciler_lag_seconds',
    'How long the most overdue unresolved payment has waited for the reconciler (0: none overdue)',
    (f, set) => set(secondsSince(f.oldestDueReconciliation)),
  );
  if (ctx.redis) {
    const redis = ctx.redis;
    new Gauge({
      name: 'kopru_redis_up',
      help: 'Redis (shared rate limits) answers: 1, or 0 while rate limits fail open',
      registers: [registry],
      collect() {
        this.set(redis.state() === 'up' ? 1 : 0);
      },
    });
  }
}
