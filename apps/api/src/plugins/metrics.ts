import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { type DbErrorKind, dbErrorEvents } from '../lib/db-errors.ts';

/**
 * Prometheus metrics at /metrics: process defaults, request counts and durations per route, and
 * `db_errors_total` by kind (connection_lost, unavailable, timeout; see lib/db-errors.ts).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
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

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
});
