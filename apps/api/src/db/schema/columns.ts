import { timestamp } from 'drizzle-orm/pg-core';

export function timestampColumn(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

export const timestamps = {
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  updatedAt: timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
