import { AppError, type ErrorCode, type ValidationIssue } from '@kopru/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDbError, reportDbError } from '../lib/db-errors.ts';

/** Seconds a client is asked to wait after a database fault (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 2;

const englishMessages: Partial<Record<ErrorCode, string>> = {
  validation_failed: 'The request is not valid.',
  unauthenticated: 'Sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found.',
  rate_limited: 'Too many requests. Try again later.',
  invalid_api_key: 'Invalid API key. Send an active secret key: Authorization: Bearer sk_…',
  kyc_required: 'Complete KYC verification to use this feature.',
  key_permission_denied:
    'This API key has no permission for this operation; details.permission names the one needed.',
  idempotency_error: 'This Idempotency-Key was used with a different request.',
  idempotency_key_in_use: 'A request with this Idempotency-Key is still in progress.',
  api_key_limit_reached: 'At most 10 active API keys. Revoke one first.',
  internal_error: 'Something went wrong on our side.',
  service_unavailable: 'The database cannot be reached right now. Retry after the Retry-After seconds.',
};

function envelope(code: ErrorCode, requestId: string, details?: Record<string, unknown>) {
  return {
    error: {
      code,
      message: englishMessages[code] ?? code.replaceAll('_', ' '),
      requestId,
      ...(details ? { details } : {}),
    },
  };
}

function statusOf(error: FastifyError): number {
  return typeof error.statusCode === 'number' ? error.statusCode : 500;
}

/** One error handler: every failure leaves as `{ error: { code, message, requestId, details } }`. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'validation.invalid',
      }));
      return reply.code(400).send(envelope('validation_failed', request.id, { issues }));
    }
    if (error instanceof AppError) {
      if (error.code === 'service_unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send(envelope(error.code, request.id, error.details));
    }
    const dbFault = classifyDbError(error);
    if (dbFault) {
      // The request's failure, logged once with its request id (a dead connection is logged apart).
      reportDbError(dbFault);
      request.log.warn({ err: error, event: 'db_unavailable', fault: dbFault }, 'database fault: 503');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(503).send(envelope('service_unavailable', request.id));
    }
    const status = statusOf(error);
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send(envelope('payload_too_large', request.id));
    }
    if (status === 429) return reply.code(429).send(envelope('rate_limited', request.id));
    if (status >= 400 && status < 500) {
      return reply
        .code(status === 415 ? 415 : 400)
        .send(envelope('validation_failed', request.id, { reason: error.code }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope('internal_error', request.id));
  });
});

export { envelope as errorEnvelope };
