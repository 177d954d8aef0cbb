/**
 * The whole API package, as the backend and tests use it. Browsers share a narrower surface
 * of it (`shared/federation/src/runtime/venue-api.ts`): phone validation, which carries
 * libphonenumber's metadata, is fetched from `@venue/api/phone` only when a form needs it.
 */
export * from './runtime-config';
export * from './schemas';
export * from './client';
// The backend's dist has no subpath exports: it takes the rules from here (browsers from @venue/api/free-cancellation
// and @venue/api/working-hours-check).
export { freeCancellationUntil } from './rules/free-cancellation';
export { isoWeekdayOf, wallMinutes, workingHoursFieldErrors } from './rules/working-hours-check';
