import { AppError } from '@kopru/domain/errors';
import type { AppContext } from '../../context.ts';
import { NotificationRejectedError, type NotifiedPayment } from '../../ports.ts';
import { askAboutNotifiedPayment } from './reconcile-repository.ts';

export type NotificationResult =
  | { accepted: true; named: NotifiedPayment; paymentIds: string[] }
  | { accepted: false; reason: string };

/**
 * A notification the acquirer posted (iyzico's, payments/iyzico/notification.ts): when its
 * signature holds, the payment it names is handed to the reconciler, due at once, which asks the
 * acquirer and records what it answers (reconciler.ts); the notification's own status is never
 * taken. A payment already final, or none of ours, is left alone, so a notification sent again
 * changes nothing. A refused one changes nothing either.
 */
export async function receiveNotification(
  ctx: AppContext,
  notification: { signature: string | undefined; body: Record<string, unknown> },
): Promise<NotificationResult> {
  const provider = ctx.paymentProvider;
  if (!provider.readNotification) throw new AppError('not_found');
  let named: NotifiedPayment;
  try {
    named = provider.readNotification(notification);
  } catch (error) {
    if (error instanceof NotificationRejectedError) return { accepted: false, reason: error.message };
    throw error;
  }
  const paymentIds = await askAboutNotifiedPayment(ctx.db, provider.name, named, ctx.clock.now());
  return { accepted: true, named, paymentIds };
}
