ALTER TABLE "confirmation_codes" ADD COLUMN "ip_56" text;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD COLUMN "ip_48" text;--> statement-breakpoint
ALTER TABLE "kiosk_attempts" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "confirmation_codes_ip56_created_idx" ON "confirmation_codes" USING btree ("purpose","ip_56","created_at");--> statement-breakpoint
CREATE INDEX "confirmation_codes_ip48_created_idx" ON "confirmation_codes" USING btree ("purpose","ip_48","created_at");--> statement-breakpoint
CREATE INDEX "kiosk_attempts_kind_ip_created_idx" ON "kiosk_attempts" USING btree ("kind","ip","created_at");