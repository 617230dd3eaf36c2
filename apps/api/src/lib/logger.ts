import type { FastifyServerOptions } from 'fastify';
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

/** `stream` lets tests capture every log line (to prove no card data is written). */
export function loggerOptions(
  env: Env,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[Redacted]' },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
