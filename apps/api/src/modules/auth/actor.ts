import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../plugins/session-guard.ts';

/** Who performs an admin action, as the audit log records it. */
export interface AdminActor {
  userId: string;
  email: string;
  ip: string;
}

export function actorOf(request: FastifyRequest): AdminActor {
  const { user } = sessionOf(request);
  return { userId: user.id, email: user.email, ip: request.ip };
}
