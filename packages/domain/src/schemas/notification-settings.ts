import { z } from 'zod';

/** "You got paid" e-mails: one per payment (the default), a daily summary, or none. */
export const paidEmailModes = ['each', 'daily', 'off'] as const;
export type PaidEmailMode = (typeof paidEmailModes)[number];
export const DEFAULT_PAID_EMAILS: PaidEmailMode = 'each';

export const notificationSettingsSchema = z.object({
  paidEmails: z.enum(paidEmailModes, 'validation.required'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
