-- One table of SMS codes and one of code checks for every purpose (login, delete_account,
-- withdrawal). The login tables become them in place, so every login code and check keeps its row:
-- a code sent before this migration still signs in after it, and the limits (cooldowns, hourly caps,
-- the daily lock-out after failed checks) go on counting the history. A login code's hash was
-- HMAC(phone:code); it is now HMAC(subject:code) with the phone as subject, so it stays valid.
ALTER TABLE "otp_codes" RENAME TO "confirmation_codes";--> statement-breakpoint
ALTER SEQUENCE "otp_codes_id_seq" RENAME TO "confirmation_codes_id_seq";--> statement-breakpoint
ALTER TABLE "confirmation_codes" RENAME CONSTRAINT "otp_codes_pkey" TO "confirmation_codes_pkey";--> statement-breakpoint
ALTER TABLE "confirmation_codes" RENAME COLUMN "phone_number" TO "subject";--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ALTER COLUMN "ip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ALTER COLUMN "calling_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD CONSTRAINT "confirmation_codes_purpose_check" CHECK ("confirmation_codes"."purpose" in ('login', 'delete_account', 'withdrawal'));--> statement-breakpoint
DROP INDEX "otp_codes_phone_created_idx";--> statement-breakpoint
DROP INDEX "otp_codes_ip_created_idx";--> statement-breakpoint
DROP INDEX "otp_codes_calling_code_created_idx";--> statement-breakpoint
DROP INDEX "otp_codes_created_idx";--> statement-breakpoint
ALTER TABLE "otp_checks" RENAME TO "confirmation_checks";--> statement-breakpoint
ALTER SEQUENCE "otp_checks_id_seq" RENAME TO "confirmation_checks_id_seq";--> statement-breakpoint
ALTER TABLE "confirmation_checks" RENAME CONSTRAINT "otp_checks_pkey" TO "confirmation_checks_pkey";--> statement-breakpoint
ALTER TABLE "confirmation_checks" RENAME CONSTRAINT "otp_checks_outcome_check" TO "confirmation_checks_outcome_check";--> statement-breakpoint
ALTER TABLE "confirmation_checks" RENAME COLUMN "phone_number" TO "subject";--> statement-breakpoint
ALTER TABLE "confirmation_checks" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmation_checks" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "confirmation_checks" ADD CONSTRAINT "confirmation_checks_purpose_check" CHECK ("confirmation_checks"."purpose" in ('login', 'delete_account', 'withdrawal'));--> statement-breakpoint
DROP INDEX "otp_checks_phone_created_idx";--> statement-breakpoint
DROP INDEX "otp_checks_ip_created_idx";--> statement-breakpoint
DROP INDEX "otp_checks_created_idx";--> statement-breakpoint
-- Deletion codes move over as `delete_account` codes whose subject is the user id: their hash was
-- HMAC(delete:userId:code), which is the `delete:` scope of that purpose, so a live one still
-- confirms. They never recorded the IP or the calling code; those stay null for them (no limit
-- counted them by either before).
INSERT INTO "confirmation_codes" ("purpose", "subject", "ip", "calling_code", "code_hash", "created_at", "expires_at", "wrong_attempts", "consumed_at", "voided_at", "send_failed")
SELECT 'delete_account', "user_id"::text, NULL, NULL, "code_hash", "created_at", "expires_at", "wrong_attempts", "consumed_at", "voided_at", "send_failed"
FROM "account_deletion_codes" ORDER BY "id";--> statement-breakpoint
DROP TABLE "account_deletion_codes" CASCADE;--> statement-breakpoint
CREATE INDEX "confirmation_checks_subject_created_idx" ON "confirmation_checks" USING btree ("purpose","subject","created_at");--> statement-breakpoint
CREATE INDEX "confirmation_checks_ip_created_idx" ON "confirmation_checks" USING btree ("purpose","ip","created_at");--> statement-breakpoint
CREATE INDEX "confirmation_checks_created_idx" ON "confirmation_checks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "confirmation_codes_subject_created_idx" ON "confirmation_codes" USING btree ("purpose","subject","created_at");--> statement-breakpoint
CREATE INDEX "confirmation_codes_ip_created_idx" ON "confirmation_codes" USING btree ("purpose","ip","created_at");--> statement-breakpoint
CREATE INDEX "confirmation_codes_calling_code_created_idx" ON "confirmation_codes" USING btree ("purpose","calling_code","created_at");--> statement-breakpoint
CREATE INDEX "confirmation_codes_expires_idx" ON "confirmation_codes" USING btree ("expires_at");
