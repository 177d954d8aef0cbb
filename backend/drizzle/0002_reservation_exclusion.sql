-- No two active reservations of one sport object overlap, whatever the code above does.
-- Written by hand: drizzle cannot express EXCLUDE constraints. '[)' ranges let one booking end
-- exactly when the next starts.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("sport_object_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&)
  WHERE ("state" = 'active');
--> statement-breakpoint
-- The availability of one venue-day reads only active rows starting in a bounded window, so its
-- cost depends on the day's bookings, not on the history (index-only scan with the INCLUDE columns).
CREATE INDEX "reservations_venue_active_start_idx" ON "reservations" ("venue_id", "start_time")
  INCLUDE ("sport_object_id", "end_time") WHERE ("state" = 'active');
