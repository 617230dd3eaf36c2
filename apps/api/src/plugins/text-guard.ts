import { AppError } from '@kopru/domain/errors';
import { CONTROL_CHARACTERS } from '@kopru/domain/schemas/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The first path (`body.companyName`, `query.to`) whose text holds a control character. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key)) return `${path}.${key}`;
    const found = findControlCharacter(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every text a request carries (path parameters, query, JSON body) is refused with 400 when it
 * holds a control character (NUL, escape, C1, ...; tab and line breaks are fine): before the
 * route's schema, so no field of any schema can let one reach the database or a reader.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found =
      findControlCharacter(request.params, 'params') ??
      findControlCharacter(request.query, 'query') ??
      findControlCharacter(request.body, 'body');
    if (!found) return;
    const fieldPath = found.split('.').slice(1).join('.');
    throw new AppError('validation_failed', {
      issues: [{ path: fieldPath, message: 'validation.controlCharacters' }],
    });
  });
});
