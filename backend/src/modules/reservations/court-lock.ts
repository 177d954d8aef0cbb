/**
 * Namespace of the per-court transaction-level advisory lock (the second key is the sport object
 * id). Booking and re-instating a reservation take it before checking for overlaps.
 */
export const COURT_LOCK_NAMESPACE = 7_412_100;
