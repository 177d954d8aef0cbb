CREATE INDEX "magic_tokens_expires_idx" ON "magic_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "magic_tokens_used_idx" ON "magic_tokens" USING btree ("used_at") WHERE "magic_tokens"."used_at" is not null;--> statement-breakpoint
CREATE INDEX "otp_checks_created_idx" ON "otp_checks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_created_idx" ON "otp_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_revoked_idx" ON "sessions" USING btree ("revoked_at") WHERE "sessions"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("done_at") WHERE "jobs"."done_at" is not null;--> statement-breakpoint
CREATE INDEX "account_deletion_codes_expires_idx" ON "account_deletion_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_expires_idx" ON "email_confirmation_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_used_idx" ON "email_confirmation_tokens" USING btree ("used_at") WHERE "email_confirmation_tokens"."used_at" is not null;