import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Better Auth's `twoFactor` model: the TOTP secret and the unused backup codes, both encrypted
 * with the auth key derived from APP_SECRET; `verified` is false between setup and the first code.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestampColumn('locked_until'),
    /**
     * Ours, not Better Auth's: the 30-second step of the last accepted app code; no code of this
     * step or an earlier one is accepted again (RFC 6238 §5.2, two-factor/replay-guard.ts).
     */
    lastTotpStep: integer('last_totp_step'),
    ...timestamps,
  },
  (table) => [index('two_factors_user_id_idx').on(table.userId)],
);
