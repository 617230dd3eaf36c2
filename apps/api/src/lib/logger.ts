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

/** `stream` lets tests capture every log line (to prove no card data is written). */
export function loggerOptions(
  env: Env,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[Redacted]' },
    ...(stream ? { stream } : {}),
  };
}
