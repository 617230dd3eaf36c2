import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';

/** Accounts of people who sign in (Better Auth's `user` model plus our role and status). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ['sme', 'admin'] })
      .notNull()
      .default('sme'),
    status: text('status', { enum: ['active', 'suspended', 'deactivated'] })
      .notNull()
      .default('active'),
    locale: text('locale', { enum: ['en', 'tr'] })
      .notNull()
      .default('en'),
    lastSignInAt: timestampColumn('last_sign_in_at'),
    /** Set by Better Auth's two-factor plugin once an authenticator code has been confirmed. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** When an admin last reactivated the account: an unconfirmed one gets its days again from here. */
    reactivatedAt: timestampColumn('reactivated_at'),
    ...timestamps,
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('sme', 'admin')`),
    check('users_status_check', sql`${table.status} in ('active', 'suspended', 'deactivated')`),
    index('users_role_idx').on(table.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
