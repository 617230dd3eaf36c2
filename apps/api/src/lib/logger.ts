import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from '../env.ts';

/** Paths pino replaces with [Redacted]: credentials, session cookies and anything card-shaped. */
export const redactPaths = [
  'req.headers.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.cardNumber',
  '*.cvc',
  '*.cvv',
  '*.number',
  // The merchant's own pairs may hold personal data (docs/api.md "Reference and metadata").
  '*.metadata',
];

/** A failed query's message and stack end with its parameters (e-mails, IBANs, ...): withheld. */
function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [^\n]*/g, '\nparams: [withheld]');
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Errors as pino's serializer writes them, minus query parameters, the causes included. */
export function serializeError(error: Error, depth = 0): LoggedError {
  const code = (error as { code?: unknown }).code;
  const cause =
    error.cause instanceof Error && depth < 5 ? serializeError(error.cause, depth + 1) : undefined;
  return {
    type: error.name,
    message: withoutParams(error.message) ?? '',
    stack: withoutParams(error.stack) ?? '',
    ...(code === undefined ? {} : { code }),
    ...(cause ? { cause } : {}),
  };
}

/**
 * A request as the log shows it: by the route Fastify matched (`/api/public/invitations/:token`),
 * never by its URL, whose path and query carry live tokens (invitation, password reset and e-mail
 * confirmation links). A request no route matched (a console page, an unknown path) is logged
 * as Fastify's catch-all `/*`, without its path: its URL is the link as the user opened it.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions?.url ?? null,
    remoteAddress: request.ip,
  };
}

/** `stream` lets tests capture every log line (to prove no card data or token is written). */
export function loggerOptions(
  env: Env,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[Redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
