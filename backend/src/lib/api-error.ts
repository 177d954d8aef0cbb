import type { BookingLimit, ErrorCode, FieldErrors, TrainerScheduleEntry } from '@venue/api';

/** A failure with a known meaning; the error handler turns it into the structured body as is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      fieldErrors?: FieldErrors;
      retryAfterSeconds?: number;
      alternatives?: { start_time: string; end_time: string; price: number }[];
      /** 403 DOOR_NOT_ALLOWED: the window the refusal applied, so the client states the real one. */
      open_before_minutes?: number;
      /** 422 BOOKING_LIMIT_REACHED: which fair-use limit of the venue refused, and its value there. */
      limit?: BookingLimit;
      max?: number;
      /** 422 CARNET_INSUFFICIENT_VALUE: grosze the wallet and the carnet leave unpaid (`CarnetShortfallBodySchema`). */
      shortfall?: number;
      /** 409 CLASS_FULL: the next occurrences of the class that have room (`ClassFullBodySchema`). */
      next_occurrences?: { venue_group_classes_id: number; start_time: string; end_time: string; free_places: number | null }[];
      /** 422 CHILD_AGE_MISMATCH: the child's age and the course's range (`ChildAgeMismatchBodySchema`). */
      child_age?: number;
      min_age?: number | null;
      max_age?: number | null;
      /** 409 LESSONS_OUTSIDE_HOURS: the booked lessons new hours would leave outside (`LessonsOutsideHoursBodySchema`). */
      lessons?: TrainerScheduleEntry[];
    } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export const validationFailed = (fieldErrors: FieldErrors, message = 'Request is invalid') =>
  new ApiError(400, 'VALIDATION_FAILED', message, { fieldErrors });

export const unauthorized = (message = 'A valid bearer token is required') => new ApiError(401, 'UNAUTHORIZED', message);

export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);

/** Always whole seconds and at least one, so "try again in 0 s" never appears. */
export function retryAfter(seconds: number): number {
  return Math.max(1, Math.ceil(seconds));
}

export const rateLimited = (code: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS', message: string, waitSeconds: number) =>
  new ApiError(429, code, message, { retryAfterSeconds: retryAfter(waitSeconds) });

/** A booking rule of the venue refuses a well-formed request. */
export const ruleViolated = (code: ErrorCode, message: string) => new ApiError(422, code, message);

export const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);
