import * as v from 'valibot';
import { apiMessageOf, isApiError } from '@venue/api';
import { BookingLimitBodySchema } from '@venue/api/schemas/reservation';

/** Where the player goes to fix what the server refused; the choices themselves are kept. */
export type ClassErrorRemedy = 'choose' | 'another-class' | 'carnets' | 'sign-in' | 'retry';

export interface ClassErrorView {
  /** Key under `booking:classes.errors`, or in `common` when `ns` says so. */
  readonly key: string;
  readonly ns?: 'common';
  readonly remedy: ClassErrorRemedy;
  readonly params?: Readonly<Record<string, number>>;
}

const BY_CODE: Readonly<Record<string, ClassErrorView>> = {
  CLASS_FULL: { key: 'full', remedy: 'another-class' },
  CLASS_NOT_FOUND: { key: 'notFound', remedy: 'another-class' },
  CLASS_CANCELLED: { key: 'cancelled', remedy: 'another-class' },
  SLOT_IN_PAST: { key: 'inPast', remedy: 'another-class' },
  ADVANCE_LIMIT_EXCEEDED: { key: 'advanceLimit', remedy: 'another-class' },
  ALREADY_SIGNED_UP: { key: 'alreadySignedUp', remedy: 'another-class' },
  CARNET_REQUIRED: { key: 'carnetRequired', remedy: 'carnets' },
  REGULATIONS_NOT_ACCEPTED: { key: 'regulationsNotAccepted', remedy: 'choose' },
  CARNET_NOT_FOUND: { key: 'carnetNotFound', remedy: 'choose' },
  CARNET_EXPIRED: { key: 'carnetExpired', remedy: 'choose' },
  CARNET_USED_UP: { key: 'carnetUsedUp', remedy: 'choose' },
  CARNET_NOT_PAID: { key: 'carnetNotPaid', remedy: 'choose' },
  CARNET_HOURS_NOT_MATCHED: { key: 'carnetHours', remedy: 'choose' },
  CARNET_NOT_FOR_THIS_COURT: { key: 'carnetNotForThisClass', remedy: 'choose' },
  CARNET_INSUFFICIENT_VALUE: { key: 'carnetInsufficientValue', remedy: 'choose' },
  UNAUTHORIZED: { key: 'signInAgain', remedy: 'sign-in' },
  RATE_LIMITED: { key: 'rateLimited', remedy: 'retry' },
  VALIDATION_FAILED: { key: 'invalidChoice', remedy: 'choose' },
};

/** The localized message and the way forward for a refused sign-up. */
export function classErrorView(error: unknown): ClassErrorView {
  if (isApiError(error)) {
    if (error.code === 'BOOKING_LIMIT_REACHED') {
      const body = v.safeParse(BookingLimitBodySchema, error.body);
      if (body.success) return { key: 'limitReached', remedy: 'choose', params: { max: body.output.max } };
    }
    const known = error.code ? BY_CODE[error.code] : undefined;
    if (known) return known;
    const message = apiMessageOf(error);
    if (message) return { key: message.messageKey, ns: 'common', remedy: 'retry' };
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'network', remedy: 'retry' };
  }
  return { key: 'failed', remedy: 'retry' };
}
