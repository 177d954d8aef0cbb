import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PAYMENT_METHOD_TRANSFER, type Payment } from '@venue/api/schemas/payment';
import { paths } from '@venue/routes';
import { createBulkPayment, createPayment, paymentMethodsKey } from '../../api/payments';
import { walletKey } from '../../api/wallet';
import { isMyReservationsKey, linkReservationKey, reservationKey } from '../../api/reservations';
import { isMyCarnetsKey, purchaseCarnet } from '../../api/carnets';
import { isCoursesKey, payCourseEnrollment } from '../../api/courses';
import { apiMessageOf } from '@venue/api';
import { rememberLinkReservation, rememberRetryPath } from './link-return';
import { pageNavigation } from './page-navigation';
import { paymentFailureKey, paymentFailureOf, type PaymentFailure } from './payment-errors';
import { IDLE_PAYMENT, startPaymentReducer } from './start-payment-state';
import { hasPaymentMethodErrors, methodFields, validatePaymentMethod, type PaymentMethodValue } from './payment-method';

/**
 * What is being paid: one reservation (owner signed in; `carnetId`: a value carnet of theirs pays
 * what it can first), several of one venue, one by its link, or a carnet being bought (with the
 * venue's regulations the player accepted), or a course enrolment waiting unpaid.
 */
export type PaymentTarget =
  | { kind: 'reservation'; venueId: number; reservationId: number; carnetId?: number }
  | { kind: 'carnet'; venueId: number; carnetTypeId: number; regulationIds: readonly number[] }
  | { kind: 'bulk'; venueId: number; reservationIds: number[]; /** Where "try again" leads if it is declined. */ retryPath?: string }
  | { kind: 'link'; venueId: number; reservationUuid: string }
  | { kind: 'course'; venueId: number; enrollmentId: number };

export interface StartPaymentOptions {
  /** Leaves the app for the transfer page; `pageNavigation.assign` unless a test injects one. */
  readonly assign?: (url: string) => void;
  /** Told after each failed request, e.g. so a page can switch to its "already paid" state. */
  readonly onFailure?: (failure: PaymentFailure) => void;
}

export interface StartPaymentState {
  /** Resolves true once the user is on the way to the transfer page or the status page. */
  /** `walletPaysAll`: the wallet is chosen and covers everything (`walletSplit`), so no method is needed. */
  readonly startPayment: (target: PaymentTarget, method: PaymentMethodValue, walletPaysAll?: boolean) => Promise<boolean>;
  readonly pending: boolean;
  /** The localized §8 message of the last failure, null before any and after a new attempt. */
  readonly error: string | null;
  /** The reason behind `error`, for pages that react to it (e.g. already paid). */
  readonly failure: PaymentFailure | null;
  /** Set while the browser leaves for the gateway: keep the form busy, the page is going away. */
  readonly redirecting: boolean;
  readonly reset: () => void;
}

function request(target: PaymentTarget, method: PaymentMethodValue, walletPaysAll: boolean, signal: AbortSignal): Promise<Payment> {
  // Pay-by-link has no wallet: it is the owner's, and the payer may be anyone.
  const fields = methodFields(target.kind === 'link' ? { ...method, useWallet: false } : method, walletPaysAll);
  switch (target.kind) {
    case 'reservation':
      return createPayment(
        {
          type: 'reservation',
          venue_id: target.venueId,
          reservation_id: target.reservationId,
          ...(target.carnetId === undefined ? {} : { user_venue_carnet_id: target.carnetId }),
          ...fields,
        },
        signal,
      );
    case 'carnet':
      return purchaseCarnet(
        {
          venue_carnet_type_id: target.carnetTypeId,
          venue_id: target.venueId,
          regulation_acceptance_id: [...target.regulationIds],
          ...(fields.method_id === undefined ? {} : { online_payment_method_id: fields.method_id }),
          ...(fields.blik_code === undefined ? {} : { blik_code: fields.blik_code }),
          ...(fields.use_wallet ? { use_wallet: true } : {}),
        },
        signal,
      ).then((answer) => answer.payment);
    case 'link':
      return createPayment({ type: 'reservation', venue_id: target.venueId, reservation_uuid: target.reservationUuid, ...fields }, signal);
    case 'bulk':
      return createBulkPayment({ venue_id: target.venueId, reservation_id: target.reservationIds, ...fields }, signal);
    case 'course':
      return payCourseEnrollment(target.enrollmentId, fields, signal).then((answer) => {
        // A method was sent, so the answer carries its payment.
        if (!answer.payment) throw new Error('Course payment answer without a payment');
        return answer.payment;
      });
  }
}

/** Where BLIK continues: the public alias (by uuid) for a link, which needs no sign-in. */
function statusPathOf(target: PaymentTarget, payment: Payment): string {
  return target.kind === 'link' ? `/payment/status/${payment.payment_uuid}` : paths.paymentStatus(payment.id);
}

/**
 * Starts an online payment: a transfer (106) leaves for the gateway's page, BLIK (509) goes to
 * the status page, which follows the confirmation in the bank app. A payment the wallet paid in
 * full is final at once: it goes to the status page too, which then says it is paid. The caller keeps the form
 * values (the BLIK code included) on failure; this hook only reports why.
 */
export function useStartPayment(options: StartPaymentOptions = {}): StartPaymentState {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [phase, dispatch] = useReducer(startPaymentReducer, IDLE_PAYMENT);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  // Read when used, so new callbacks each render do not recreate startPayment.
  const assign = useRef(options.assign);
  const onFailure = useRef(options.onFailure);
  useLayoutEffect(() => {
    assign.current = options.assign;
    onFailure.current = options.onFailure;
  });

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const startPayment = useCallback(
    async (target: PaymentTarget, method: PaymentMethodValue, walletPaysAll = false): Promise<boolean> => {
      if (busy.current) return false;
      const invalid = validatePaymentMethod(method, walletPaysAll);
      if (hasPaymentMethodErrors(invalid)) {
        dispatch({ type: 'rejected', problem: invalid.method ? 'methodRequired' : 'blikCodeInvalid' });
        return false;
      }
      const chosen = method;
      busy.current = true;
      controller.current = new AbortController();
      const { signal } = controller.current;
      dispatch({ type: 'sent' });
      try {
        const payment = await request(target, chosen, walletPaysAll, signal);
        if (signal.aborted) return false;
        if (target.kind === 'link') rememberLinkReservation(payment.payment_uuid, target.reservationUuid);
        if (target.kind === 'bulk' && target.retryPath) rememberRetryPath(payment.id, target.retryPath);
        // What was paid for is about to change: whoever shows it next asks again.
        if (target.kind === 'reservation') void mutate(reservationKey(target.reservationId));
        if (target.kind === 'link') void mutate(linkReservationKey(target.reservationUuid));
        if (target.kind === 'carnet' || (target.kind === 'reservation' && target.carnetId !== undefined)) void mutate(isMyCarnetsKey);
        if (target.kind !== 'carnet') void mutate(isMyReservationsKey);
        if (target.kind === 'course') void mutate(isCoursesKey);
        if ((payment.wallet_amount ?? 0) > 0) void mutate(walletKey());
        if (payment.method_id === PAYMENT_METHOD_TRANSFER) {
          if (!payment.redirect_url) {
            dispatch({ type: 'failed', failure: 'noRedirectUrl', apiMessage: null });
            onFailure.current?.('noRedirectUrl');
            return false;
          }
          dispatch({ type: 'redirect' });
          if (assign.current) assign.current(payment.redirect_url);
          else pageNavigation.assign(payment.redirect_url);
          return true;
        }
        dispatch({ type: 'started' });
        navigate(statusPathOf(target, payment));
        return true;
      } catch (error) {
        if (!signal.aborted) {
          const reason = paymentFailureOf(error);
          // The balance changed under the form (spent elsewhere): show the new one.
          if (reason === 'insufficientFunds') void mutate(walletKey());
          // The venue's methods changed under the form: the fresh list drops the refused one.
          if (reason === 'methodNotAccepted') void mutate(paymentMethodsKey(target.venueId));
          dispatch({ type: 'failed', failure: reason, apiMessage: apiMessageOf(error)?.messageKey ?? null });
          onFailure.current?.(reason);
        }
        return false;
      } finally {
        busy.current = false;
      }
    },
    [navigate, mutate],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  let error: string | null = null;
  if (phase.status === 'invalid') {
    error = t(phase.problem === 'methodRequired' ? 'payment.validation.methodRequired' : 'payment.validation.blikCode');
  } else if (phase.status === 'failed') {
    error = phase.apiMessage !== null ? t(phase.apiMessage, { ns: 'common' }) : t(paymentFailureKey(phase.failure));
  }

  return {
    startPayment,
    pending: phase.status === 'pending' || phase.status === 'redirecting',
    error,
    failure: phase.status === 'failed' ? phase.failure : null,
    redirecting: phase.status === 'redirecting',
    reset,
  };
}
