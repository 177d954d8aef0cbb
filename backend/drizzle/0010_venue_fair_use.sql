-- Fair use per venue (README "Fair use"): what one player may hold at once, and whether an unpaid booking opens the door. Existing venues take the defaults.
ALTER TABLE "venues" ADD COLUMN "max_active_reservations" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "max_unpaid_on_site_reservations" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "max_series_occurrences" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "door_opens_unpaid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_fair_use_limits" CHECK ("venues"."max_active_reservations" >= 1 and "venues"."max_unpaid_on_site_reservations" >= 0 and "venues"."max_series_occurrences" >= 1);