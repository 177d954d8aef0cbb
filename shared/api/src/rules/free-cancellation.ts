/**
 * The cancellation rule the backend applies and the booking flow announces before payment:
 * cancelling is free until the venue's number of hours before the start; later it is
 * "cancelled late" and a paid amount is not refunded. One copy, so the two cannot drift.
 */
export function freeCancellationUntil(start: Date, freeCancellationHours: number): Date {
  return new Date(start.getTime() - freeCancellationHours * 3_600_000);
}
