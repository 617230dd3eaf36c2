import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Browsers a user has signed in from: a sign-in from one not listed here is e-mailed as a new
 * device. `device_hash` is an HMAC of the long-lived device cookie with the browser and system
 * family (modules/devices/known-devices.ts); neither the cookie nor the user agent is kept.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    lastSeenAt: timestampColumn('last_seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);
