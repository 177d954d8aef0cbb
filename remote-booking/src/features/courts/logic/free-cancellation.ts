// Mirrors the backend's cancellation policy: cancelling is free until the venue's number of hours
// before the start; later it is "cancelled not on time" and a paid amount is not refunded.
export function freeCancellationUntil(start: string, freeCancellationHours: number): Date {
  return new Date(Date.parse(start) - freeCancellationHours * 3_600_000);
}
