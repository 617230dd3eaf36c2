import {
  getNotificationSettings,
  updateNotificationSettings,
} from '@kopru/domain/contracts/notification-settings';
import { DEFAULT_PAID_EMAILS } from '@kopru/domain/schemas/notification-settings';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantNotificationSettings } from '../../db/schema/merchant-notification-settings.ts';
import { route } from '../../lib/contract-route.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';

/** The merchant's choice of "you got paid" e-mails (docs/paid-emails.md). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const door = dashboardDoor;

  route(app, getNotificationSettings, door.signedIn, async (request) => {
    const [row] = await ctx.db
      .select({ paidEmails: merchantNotificationSettings.paidEmails })
      .from(merchantNotificationSettings)
      .where(eq(merchantNotificationSettings.merchantId, door.merchantOf(request).id));
    return { paidEmails: row?.paidEmails ?? DEFAULT_PAID_EMAILS };
  });

  route(app, updateNotificationSettings, door.signedIn, async (request) => {
    const values = {
      merchantId: door.merchantOf(request).id,
      paidEmails: request.body.paidEmails,
      updatedAt: ctx.clock.now(),
    };
    await ctx.db
      .insert(merchantNotificationSettings)
      .values(values)
      .onConflictDoUpdate({
        target: merchantNotificationSettings.merchantId,
        set: { paidEmails: values.paidEmails, updatedAt: values.updatedAt },
      });
    return { paidEmails: values.paidEmails };
  });
};
