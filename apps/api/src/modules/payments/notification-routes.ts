import { iyzicoNotification } from '@kopru/domain/contracts/acquirer-notifications';
import { AppError } from '@kopru/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { receiveNotification } from './notifications.ts';

/** iyzico's notifications are a few hundred bytes (docs.iyzico.com "Webhook"). */
const NOTIFICATION_BODY_LIMIT = 8 * 1024;

/** The acquirer's notifications: public (its signature is the proof), rate-limited, small bodies. */
export const acquirerNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = {
    bodyLimit: NOTIFICATION_BODY_LIMIT,
    config: {
      rateLimit: { max: app.ctx.env.ACQUIRER_NOTIFICATION_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
    },
  };

  route(app, iyzicoNotification, limits, async (request) => {
    const { body } = request;
    // What the logs may hold: iyzico's own references, never the signature or the key.
    const about = {
      eventType: body.iyziEventType,
      iyziReferenceCode: body.iyziReferenceCode,
      paymentConversationId: body.paymentConversationId,
    };
    const result = await receiveNotification(app.ctx, {
      signature: request.headers['x-iyz-signature-v3'],
      body,
    });
    if (!result.accepted) {
      request.log.warn(
        { event: 'acquirer_notification_refused', reason: result.reason, ...about },
        'acquirer notification refused',
      );
      throw new AppError('unauthenticated');
    }
    request.log.info(
      { event: 'acquirer_notification', paymentIds: result.paymentIds, ...about },
      'acquirer notification: payment handed to the reconciler',
    );
    return { received: true as const };
  });
};
