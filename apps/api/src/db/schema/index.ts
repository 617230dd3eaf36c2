// The schema object Drizzle and Better Auth are given; one table per file beside this one.
import { accounts } from './accounts.ts';
import { auditLogs } from './audit-logs.ts';
import { emails } from './emails.ts';
import { events } from './events.ts';
import { kycDocuments } from './kyc-documents.ts';
import { kycSubmissions } from './kyc-submissions.ts';
import { merchants } from './merchants.ts';
import { sessions } from './sessions.ts';
import { users } from './users.ts';
import { verifications } from './verifications.ts';

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  merchants,
  auditLogs,
  emails,
  events,
  kycSubmissions,
  kycDocuments,
};
export type Schema = typeof schema;
