-- Every instance caches what a venue-day's availability reads (docs/decisions/033-availability-cache.md);
-- these triggers tell them, through NOTIFY venue_availability (payload: the venue id, or '*' for
-- every venue), whenever a row that read sees changes, whichever module or script writes it.
-- Written by hand: drizzle cannot express triggers. Notifications go out at commit, one per venue
-- and transaction (PostgreSQL folds duplicates), and not at all for a rolled-back transaction.
CREATE FUNCTION "notify_venue_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('venue_availability', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('venue_availability', OLD.venue_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('venue_availability', NEW.venue_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Active reservations hold their court (bookings, private lessons, class sign-ups).
CREATE TRIGGER "reservations_availability_insert" AFTER INSERT ON "reservations"
  FOR EACH ROW WHEN (NEW."state" = 'active') EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "reservations_availability_update"
  AFTER UPDATE OF "state", "venue_id", "sport_object_id", "start_time", "end_time" ON "reservations"
  FOR EACH ROW WHEN ((OLD."state" = 'active' OR NEW."state" = 'active')
    AND (OLD."state", OLD."venue_id", OLD."sport_object_id", OLD."start_time", OLD."end_time")
      IS DISTINCT FROM (NEW."state", NEW."venue_id", NEW."sport_object_id", NEW."start_time", NEW."end_time"))
  EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "reservations_availability_delete" AFTER DELETE ON "reservations"
  FOR EACH ROW WHEN (OLD."state" = 'active') EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "reservations_availability_truncate" AFTER TRUNCATE ON "reservations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
-- Scheduled class occurrences hold their court.
CREATE TRIGGER "group_class_occurrences_availability_insert" AFTER INSERT ON "group_class_occurrences"
  FOR EACH ROW WHEN (NEW."state" = 'scheduled') EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "group_class_occurrences_availability_update"
  AFTER UPDATE OF "state", "venue_id", "sport_object_id", "start_time", "end_time" ON "group_class_occurrences"
  FOR EACH ROW WHEN ((OLD."state" = 'scheduled' OR NEW."state" = 'scheduled')
    AND (OLD."state", OLD."venue_id", OLD."sport_object_id", OLD."start_time", OLD."end_time")
      IS DISTINCT FROM (NEW."state", NEW."venue_id", NEW."sport_object_id", NEW."start_time", NEW."end_time"))
  EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "group_class_occurrences_availability_delete" AFTER DELETE ON "group_class_occurrences"
  FOR EACH ROW WHEN (OLD."state" = 'scheduled') EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "group_class_occurrences_availability_truncate" AFTER TRUNCATE ON "group_class_occurrences"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
-- A course's weekly sessions hold its court; any change to a course may move them (courses change rarely).
CREATE TRIGGER "courses_availability" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "courses_availability_truncate" AFTER TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
-- A freed slot held for the player who asked for it (issue 29) shows taken; pending wishes do not count.
CREATE TRIGGER "term_notifications_availability_insert" AFTER INSERT ON "term_notifications"
  FOR EACH ROW WHEN (NEW."hold_active") EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "term_notifications_availability_update"
  AFTER UPDATE OF "hold_active", "venue_id", "hold_sport_object_id", "hold_start", "hold_end" ON "term_notifications"
  FOR EACH ROW WHEN ((OLD."hold_active" OR NEW."hold_active")
    AND (OLD."hold_active", OLD."venue_id", OLD."hold_sport_object_id", OLD."hold_start", OLD."hold_end")
      IS DISTINCT FROM (NEW."hold_active", NEW."venue_id", NEW."hold_sport_object_id", NEW."hold_start", NEW."hold_end"))
  EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "term_notifications_availability_delete" AFTER DELETE ON "term_notifications"
  FOR EACH ROW WHEN (OLD."hold_active") EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
CREATE TRIGGER "term_notifications_availability_truncate" AFTER TRUNCATE ON "term_notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_venue_availability"();
--> statement-breakpoint
-- Course sessions are expanded in the venue's time zone.
CREATE FUNCTION "notify_venue_availability_of_venue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('venue_availability', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "venues_availability_timezone" AFTER UPDATE OF "timezone" ON "venues"
  FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone") EXECUTE FUNCTION "notify_venue_availability_of_venue"();
