import { notificationSettingsSchema } from '../schemas/notification-settings.ts';
import { endpoint } from './endpoint.ts';

const tags = ['merchant'];

/** What the merchant is e-mailed about ("you got paid": docs/paid-emails.md). */
export const getNotificationSettings = endpoint({
  method: 'GET',
  path: '/api/merchant/notification-settings',
  permission: 'profile.read',
  responses: { 200: notificationSettingsSchema },
  errors: [401, 403],
  summary: "The merchant's e-mail notification settings",
  tags,
});

export const updateNotificationSettings = endpoint({
  method: 'PUT',
  path: '/api/merchant/notification-settings',
  permission: 'profile.manage',
  body: notificationSettingsSchema,
  responses: { 200: notificationSettingsSchema },
  errors: [400, 401, 403],
  summary: "Choose the merchant's e-mail notifications",
  description:
    '`paidEmails`: `each` payment (the default), a `daily` summary of the previous Istanbul day, or `off`.',
  tags,
});
