-- Sessions remember when they were last used (idle ones stop working); existing ones count from their start.
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "last_used_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "last_used_at" SET NOT NULL;--> statement-breakpoint
-- One confirmed owner per address: where several accounts confirmed the same one, the earliest keeps it.
UPDATE "users" SET "email_verified" = false WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY lower("email") ORDER BY "id") AS "n" FROM "users" WHERE "email_verified" AND "email" <> ''
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmed_email_idx" ON "users" USING btree (lower("email")) WHERE "users"."email_verified";--> statement-breakpoint
CREATE INDEX "sessions_last_used_idx" ON "sessions" USING btree ("last_used_at");
