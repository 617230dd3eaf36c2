import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env.ts';

/** Paths pino replaces with [Redacted]: credentials, session cookies and anything card-shaped. */
export const redactPaths = [
  'req.headers.authorization',
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

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[Redacted]' },
  };
}
