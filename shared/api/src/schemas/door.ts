import * as v from 'valibot';

// The door's window is server configuration (DOOR_OPEN_BEFORE_MINUTES): clients read it instead
// of assuming the product default, so a venue configured otherwise is told its real window.

/**
 * Answer of GET /automation/door (users base). A 403 DOOR_NOT_ALLOWED body carries the same
 * field beside `code` and `message`, so this schema also reads the window out of a refusal
 * (an object schema ignores the other keys).
 */
export const DoorWindowSchema = v.object({
  /** Minutes before an active reservation's start from which the door opens; it stays allowed until the end. */
  open_before_minutes: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DoorWindow = v.InferOutput<typeof DoorWindowSchema>;
