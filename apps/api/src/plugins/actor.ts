import { AppError } from '@kopru/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { Actor, MerchantActor } from '../ports.ts';
import { sessionOf } from './session-guard.ts';

/**
 * Who acts in this request: the /v1 key when there is one, else the signed-in user. With
 * 'merchant', the actor must act for a merchant (an SME or a key): 403 otherwise.
 */
export function actorOf(request: FastifyRequest): Actor;
export function actorOf(request: FastifyRequest, scope: 'merchant'): MerchantActor;
export function actorOf(request: FastifyRequest, scope?: 'merchant'): Actor {
  const actor: Actor = request.apiKey
    ? {
        type: 'api_key',
        id: request.apiKey.keyId,
        email: null,
        merchantId: request.apiKey.merchant.id,
        ip: request.ip,
      }
    : fromSession(request);
  if (scope === 'merchant' && !actor.merchantId) throw new AppError('forbidden');
  return actor;
}

function fromSession(request: FastifyRequest): Actor {
  const { user, merchant } = sessionOf(request);
  return { type: 'user', id: user.id, email: user.email, merchantId: merchant?.id ?? null, ip: request.ip };
}
