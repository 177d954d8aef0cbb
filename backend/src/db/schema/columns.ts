import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Written from the application clock, never `now()`, so rules and tests share one notion of time. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
