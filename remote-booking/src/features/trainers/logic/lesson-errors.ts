import * as v from 'valibot';
import { apiMessageOf, isApiError } from '@venue/api';
import { BookingLimitBodySchema } from '@venue/api/schemas/reservation';

export interface LessonErrorView {
  /** Key under `booking:trainers.errors`, or in `common` when `ns` says so. */
  readonly key: string;
  readonly ns?: 'common';
  /** The slot is gone: choose another (the day's slots are asked again). */
  readonly slotGone: boolean;
  readonly signIn?: boolean;
  readonly params?: Readonly<Record<string, number>>;
}

const BY_CODE: Readonly<Record<string, LessonErrorView>> = {
  TRAINER_NOT_AVAILABLE: { key: 'trainerNotAvailable', slotGone: true },
  CONFLICT: { key: 'courtTaken', slotGone: true },
  ADVANCE_LIMIT_EXCEEDED: { key: 'advanceLimit', slotGone: true },
  OUTSIDE_OPENING_HOURS: { key: 'outsideOpeningHours', slotGone: true },
  SLOT_IN_PAST: { key: 'inPast', slotGone: true },
  INVALID_DURATION: { key: 'invalidDuration', slotGone: false },
  REGULATIONS_NOT_ACCEPTED: { key: 'regulationsNotAccepted', slotGone: false },
  UNAUTHORIZED: { key: 'signInAgain', slotGone: false, signIn: true },
  RATE_LIMITED: { key: 'rateLimited', slotGone: false },
};

/** The localized message for a refused private lesson, and whether the slot must be chosen again. */
export function lessonErrorView(error: unknown): LessonErrorView {
  if (isApiError(error)) {
    if (error.status === 409) return BY_CODE.CONFLICT as LessonErrorView;
    if (error.code === 'BOOKING_LIMIT_REACHED') {
      const body = v.safeParse(BookingLimitBodySchema, error.body);
      if (body.success) return { key: 'limitReached', slotGone: false, params: { max: body.output.max } };
    }
    const known = error.code ? BY_CODE[error.code] : undefined;
    if (known) return known;
    const message = apiMessageOf(error);
    if (message) return { key: message.messageKey, ns: 'common', slotGone: false };
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'network', slotGone: false };
  }
  return { key: 'failed', slotGone: false };
}
