import { useNavigate } from 'react-router-dom';
import type { CreateReservationResponse } from '@venue/api/schemas/reservation';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { paths } from '@venue/routes';
import { useStartPayment, type PaymentTarget } from '../payment';
import { createdBooking, isSubmitting, type Booked, type CheckoutEvent, type CheckoutState } from './checkout-state';
import { usePayNow, type PayNow } from './pay-now-fields';

/** How a booking is paid: online (BLIK, transfer, the wallet), on site later, or with a carnet. */
export type Tender = 'online' | 'on_site' | 'carnet';

/**
 * What a kind's request answers: reservations (courts, classes, lessons), or something else paid
 * online right away, said as the `Booked` the checkout pays (a course enrolment).
 */
export type CheckoutAnswer = CreateReservationResponse | { readonly booked: Booked };

export interface CheckoutInput {
  /** The checkout's state, kept by the kind (its own reducer may hold it beside its choices). */
  readonly state: CheckoutState;
  readonly dispatch: (event: CheckoutEvent) => void;
  readonly venue: Pick<VenueDetail, 'id' | 'service_fee'>;
  /** Null while the player has not chosen. */
  readonly tender: Tender | null;
  /** A value carnet pays its part and the rest goes online; `carnetId` names it for the payment. */
  readonly split?: boolean;
  readonly carnetId?: number | null;
  /** Several dates, paid later in one payment on the series page: nothing is paid here. */
  readonly series?: boolean;
  /** Grosze the wallet may pay now (after any discount), without the fee. */
  readonly price: number;
  /** Nothing can be sent yet (a series' dates still being checked, none free). */
  readonly blocked?: boolean;
  /** The kind's check of its own choices; false: nothing is sent (the kind shows what is missing). */
  readonly check?: () => boolean;
  /** Sends the booking; the kind refreshes whatever lists it changed. */
  readonly book: () => Promise<CheckoutAnswer>;
  /** Booked with nothing to pay now (on site, a carnet): where the kind goes next. An online series goes to its page instead. */
  readonly onBooked?: (booked: { readonly reservationId: number; readonly seriesId: number | null }) => void;
  /** A refusal: the kind reacts (alternatives, its slots asked again) and returns what to show; null: shown elsewhere. */
  readonly onRefused?: (error: unknown) => unknown;
}

export interface Checkout {
  readonly state: CheckoutState;
  readonly venueId: number;
  readonly serviceFee: number;
  readonly tender: Tender | null;
  /** Paid online, now or (a series) on its page. */
  readonly online: boolean;
  /** Paid right after booking: the wallet and method fields show. */
  readonly payNow: boolean;
  readonly payMethod: PayNow;
  readonly busy: boolean;
  readonly blocked: boolean;
  /** The booking made before its payment failed; the button pays it again. */
  readonly created: Booked | null;
  /** Why the last payment did not start (localized), null before any. */
  readonly paymentError: string | null;
  readonly submit: () => Promise<void>;
}

/**
 * Books and pays whatever a kind sells: checks the tender, sends the kind's request, pays a
 * booking paid now (again after a failure, without booking twice), sends an online series to its
 * page, and hands refusals back to the kind.
 */
export function useCheckout(input: CheckoutInput): Checkout {
  const { state, dispatch, venue, tender, split = false, carnetId = null, series = false, blocked = false } = input;
  const navigate = useNavigate();
  const payment = useStartPayment();
  const online = tender === 'online' || split;
  const payNow = online && !series;
  // With a carnet paying part, the server takes the wallet's part first by itself (spec §5).
  const payMethod = usePayNow({ venueId: venue.id, price: input.price, serviceFee: venue.service_fee, wallet: payNow && !split });
  const created = createdBooking(state);
  const busy = isSubmitting(state) || payment.pending;

  const pay = async (booked: Booked) => {
    dispatch({ type: 'pay' });
    const started = await payment.startPayment(booked.target, payMethod.method, payMethod.paysAll);
    dispatch({ type: started ? 'paid' : 'pay-failed' });
  };

  const submit = async () => {
    if (busy || blocked) return;
    if (!created && input.check && !input.check()) return;
    if (payNow && !payMethod.validate()) return;
    if (created) {
      await pay(created);
      return;
    }
    dispatch({ type: 'submit' });
    try {
      const answer = await input.book();
      if ('booked' in answer) {
        dispatch({ type: 'booked-unpaid', booked: answer.booked });
        await pay(answer.booked);
        return;
      }
      const first = answer.reservations[0];
      if (!first) throw new Error('Empty reservation answer');
      if (payNow) {
        const target: PaymentTarget =
          split && carnetId !== null
            ? { kind: 'reservation', venueId: venue.id, reservationId: first.id, carnetId }
            : { kind: 'reservation', venueId: venue.id, reservationId: first.id };
        const booked: Booked = { target, detailsPath: paths.reservationDetails(venue.id, first.id), payUntil: first.pay_until };
        dispatch({ type: 'booked-unpaid', booked });
        await pay(booked);
        return;
      }
      // An online series is paid on its page: the checkout stays busy while the page goes there.
      if (series && online && answer.parent_id !== null) {
        navigate(paths.myReservationsRecurring(answer.parent_id));
        return;
      }
      const booked = { reservationId: first.id, seriesId: answer.parent_id };
      dispatch({ type: 'booked', ...booked });
      input.onBooked?.(booked);
    } catch (caught) {
      const shown = input.onRefused ? input.onRefused(caught) : caught;
      dispatch({ type: 'refused', error: shown });
    }
  };

  return {
    state,
    venueId: venue.id,
    serviceFee: venue.service_fee,
    tender,
    online,
    payNow,
    payMethod,
    busy,
    blocked,
    created,
    paymentError: payment.error,
    submit,
  };
}
