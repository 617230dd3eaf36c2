import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { AppError } from '@kopru/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import { type DbErrorKind, dbErrorEvents } from '../lib/db-errors.ts';
import { type BusinessFigures, readBusinessFigures } from '../modules/operations/repository.ts';

/**
 * Prometheus metrics: process defaults, request counts and durations per route, `db_errors_total`
 * by kind (lib/db-errors.ts), and the business figures (registered in businessMetrics below).
 * Served only to monitoring: on METRICS_PORT (a listener of its own), or at /metrics with
 * `Authorization: Bearer METRICS_TOKEN`; with neither, not at all.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app.ctx;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });

  const dbErrors = new Counter({
    name: 'db_errors_total',
    help: 'Database faults: connections lost, requests refused for an unreachable database, timeouts',
    labelNames: ['kind'],
    registers: [registry],
  });
  for (const kind of ['connection_lost', 'unavailable', 'timeout'] as const) dbErrors.inc({ kind }, 0);
  const countDbError = (kind: DbErrorKind) => dbErrors.inc({ kind });
  dbErrorEvents.on('fault', countDbError);
  app.addHook('onClose', async () => {
    dbErrorEvents.off('fault', countDbError);
  });
  businessMetrics(app.ctx, registry, app.log);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const token = env.METRICS_TOKEN ? Buffer.from(`Bearer ${env.METRICS_TOKEN}`) : undefined;
  const authorized = (header: string | undefined) => {
    if (!token) return true;
    const given = Buffer.from(header ?? '');
    return given.length === token.length && timingSafeEqual(given, token);
  };

  if (env.METRICS_PORT !== undefined) {
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((request, response) => {
        if (request.url !== '/metrics' || request.method !== 'GET') return response.writeHead(404).end();
        if (!authorized(request.headers.authorization)) return response.writeHead(401).end();
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(env.METRICS_PORT, env.METRICS_HOST ?? env.HOST, () => resolve());
      });
      const address = listening.address();
      app.log.info({ event: 'metrics_listening', address }, 'metrics served on their own port');
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });
    return;
  }
  if (!token) return;
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) throw new AppError('unauthenticated');
    reply.type(registry.contentType);
    return registry.metrics();
  });
});

/**
 * The database's figures, read once per scrape (every process reports the same values: take
 * `max` across replicas, not `sum`). A database that does not answer leaves them out of that
 * scrape; the HTTP and process figures are still served.
 */
function businessMetrics(ctx: AppContext, registry: Registry, log: FastifyInstance['log']) {
  let pending: Promise<BusinessFigures | undefined> | undefined;
  const figures = () => {
    pending ??= readBusinessFigures(ctx.db, ctx.clock.now())
      .catch((error) => {
        log.warn({ err: error, event: 'metrics_unavailable' }, 'business metrics: database did not answer');
        return undefined;
      })
      .finally(() => setTimeout(() => (pending = undefined), 500).unref());
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
