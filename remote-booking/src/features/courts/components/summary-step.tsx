import { useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ONLINE_PAYMENT_WINDOW_MINUTES, type Reservation, type SlotTakenBody } from '@venue/api/schemas/reservation';
import type { FreeSlot, ObjectAvailability, VenueDetail } from '@venue/api/schemas/venue';
import { isApiError } from '@venue/api';
import { sportName, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Button, DescriptionList, Stack } from '@venue/ui';
import { createReservation, previewRecurrence, recurrencePreviewKey, slotTakenAlternatives } from '../../../api/reservations';
import { AddressText } from '../../../components/address-text';
import { carnetOptionsKey, getCarnetOptions, isMyCarnetsKey } from '../../../api/carnets';
import { carnetErrorCode, useCarnetAmount } from '../../../components/carnets';
import { formatVenueRange } from '../../../lib/venue-time';
import { PayNowFields, PriceSummary, UnpaidAfterBookingAlert, usePayNow, useStartPayment } from '../../../components/payment';
import { bookingErrorView } from '../logic/booking-errors';
import { endOf, freeOccurrences, priceOf, reservationRequest } from '../logic/booking-request';
import { chosenOption } from '../logic/carnet-choice';
import type { FlowState } from '../logic/flow-state';
import { priceFor } from '../logic/durations';
import { discountCardIds } from '../logic/partner-cards';
import { INITIAL_SUBMIT_STATE, createdReservation, isSubmitting, submitReducer } from '../logic/submit-state';
import type { UpdateFlow } from '../hooks/use-flow-state';
import { FreeCancellationNote } from './free-cancellation-note';
import { RecurrencePreviewList } from './recurrence-preview-list';
import { StepHeading } from './step-heading';
import { TimezoneNote } from './timezone-note';

export interface SummaryStepProps {
  readonly venue: VenueDetail;
  readonly state: FlowState & { readonly object: number; readonly start: string };
  readonly update: UpdateFlow;
  readonly court: ObjectAvailability;
  readonly slot: FreeSlot;
  readonly focusHeading: boolean;
  /** 409: the slot went to someone else; the flow offers these free alternatives. */
  readonly onConflict: (alternatives: SlotTakenBody['alternatives']) => void;
  /** The session ended: sign in and come back here. */
  readonly onSignIn: () => void;
}

/** Step 3: what is booked, for how much (fee included), and the button that books (and pays). */
export function SummaryStep({ venue, state, update, court, slot, focusHeading, onConflict, onSignIn }: SummaryStepProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const carnetAmount = useCarnetAmount();
  const payment = useStartPayment();
  const [submit, dispatch] = useReducer(submitReducer, INITIAL_SUBMIT_STATE);
  // An online reservation made before its payment failed: paying again must not book again.
  const created = createdReservation(submit);
  const error = submit.status === 'idle' ? submit.error : null;

  // With a carnet: it pays at once, or (`split`) pays its part and the rest goes online.
  const withCarnet = state.payment === 'carnet';
  const split = withCarnet && state.split;
  const online = state.payment === 'online' || split;
  const recurring = state.until !== null && !withCarnet;
  // The options step read the same key: this is the cache, refreshed only if the server refuses the carnet.
  const carnetKey = withCarnet ? carnetOptionsKey(venue.id, court.id, slot.start_time, endOf(slot.start_time, state.duration)) : null;
  const carnetOptions = useSWR(carnetKey, ([, , , venueId, objectId, start, end]) => getCarnetOptions(venueId, { objectId, start, end }));
  const carnetOption = withCarnet ? chosenOption(carnetOptions.data, state) : null;
  // A series is checked occurrence by occurrence before anything is booked.
  const previewRequest =
    recurring && state.until ? { ...reservationRequest(venue, state), recurring: { until: state.until, mode: 'preview' as const } } : null;
  const recurrence = useSWR(previewRequest ? recurrencePreviewKey(previewRequest) : null, ([, , request]) => previewRecurrence(request));
  const occurrences = recurrence.data?.occurrences ?? [];
  const free = freeOccurrences(occurrences);
  const prices = recurring ? free.map((occurrence) => occurrence.price ?? 0) : [priceFor(slot.prices, state.duration) ?? 0];
  const { basePrice, discount } = priceOf(venue, state.cards, prices);
  // A series is paid later, in one bulk payment on its own page (with one fee).
  const payNow = online && !recurring;
  const cards = discountCardIds(state.cards, venue.partner_cards);
  const sportType = venue.sport_types.find((item) => item.id === court.sport_type_id);
  const sport = sportType ? sportName(sportType) : '';
  const seriesBlocked = recurring && (recurrence.data === undefined || free.length === 0);
  const busy = isSubmitting(submit) || payment.pending;
  // The wallet can pay a single court paid now; a series is paid later on its own page. With a
  // carnet paying part, the server takes the wallet's part first by itself (spec §5).
  const offersWallet = payNow && !split;
  const price = Math.max(0, basePrice - discount);
  const payMethod = usePayNow({ price, serviceFee: venue.service_fee, wallet: offersWallet });
  const { split: walletUse, paysAll } = payMethod;
  const carnetName = carnetOption?.carnet.name ?? '';
  const carnetTakes = carnetOption ? carnetAmount(carnetOption.carnet.kind, carnetOption.carnet_part) : '';
  // What the price summary takes off for the carnet (an entry carnet covers the whole price).
  const carnetPart = carnetOption ? (carnetOption.carnet.kind === 'entries' ? price : carnetOption.carnet_part) : 0;
  const fromWallet = carnetOption ? carnetOption.wallet_part : walletUse.kind === 'none' ? 0 : walletUse.fromWallet;

  const pay = async (reservation: Reservation) => {
    dispatch({ type: 'pay' });
    const target =
      split && state.carnet !== null
        ? { kind: 'reservation' as const, venueId: venue.id, reservationId: reservation.id, carnetId: state.carnet }
        : { kind: 'reservation' as const, venueId: venue.id, reservationId: reservation.id };
    const started = await payment.startPayment(target, payMethod.method, paysAll);
    if (!started) dispatch({ type: 'pay-failed' });
  };

  const onSubmit = async () => {
    if (busy || seriesBlocked) return;
    if (payNow && !payMethod.validate()) return;
    if (created) {
      await pay(created);
      return;
    }
    dispatch({ type: 'book' });
    try {
      const base = reservationRequest(venue, state);
      const request =
        recurring && state.until
          ? {
              ...base,
              recurring: { until: state.until, mode: 'create' as const, occurrences: free.map((occurrence) => occurrence.start_time) },
            }
          : base;
      const response = await createReservation(request);
      const first = response.reservations[0];
      if (!first) throw new Error('Empty reservation answer');
      if (payNow) {
        dispatch({ type: 'booked-unpaid', reservation: first });
        await pay(first);
        return;
      }
      dispatch({ type: 'booked' });
      if (withCarnet) void mutate(isMyCarnetsKey);
      if (recurring && online && response.parent_id !== null) navigate(paths.myReservationsRecurring(response.parent_id));
      else update({ step: 'done', booked: first.id, series: response.parent_id });
    } catch (caught) {
      const view = bookingErrorView(caught);
      const slotTaken = view.key === 'slotTaken';
      dispatch({ type: 'book-failed', error: slotTaken ? null : caught });
      if (slotTaken) onConflict(slotTakenAlternatives(caught) ?? []);
      // The carnet changed under the flow (used up, expired meanwhile): the options step shows it anew.
      if (carnetErrorCode(caught)) void carnetOptions.mutate();
    }
  };

  const errorView = error ? bookingErrorView(error) : null;

  return (
    <Stack $gap="lg">
      <StepHeading focusOnMount={focusHeading}>{t('courts.steps.summary')}</StepHeading>
      <Stack $gap="xs">
        <DescriptionList layout="columns">
          <dt>{t('courtsBooking.summary.venue')}</dt>
          <dd>
            {venue.name}, <AddressText text={venue.address} />
          </dd>
          <dt>{t('courtsBooking.summary.sport')}</dt>
          <dd>{sport}</dd>
          <dt>{t('courtsBooking.summary.court')}</dt>
          <dd>{court.name}</dd>
          <dt>{t('courtsBooking.summary.when')}</dt>
          <dd>{formatVenueRange(state.start, endOf(state.start, state.duration), venue.timezone, language)}</dd>
          <dt>{t('courtsBooking.summary.duration')}</dt>
          <dd>{t('courtsBooking.minutes', { count: state.duration })}</dd>
          {cards.length > 0 && (
            <>
              <dt>{t('courtsBooking.summary.partnerCards')}</dt>
              <dd>{t('courtsBooking.summary.cardCount', { count: cards.length })}</dd>
            </>
          )}
          <dt>{t('courtsBooking.summary.payment')}</dt>
          <dd>
            {withCarnet
              ? split
                ? t('carnet.picker.summarySplit', { name: carnetName })
                : t('carnet.picker.summary', { name: carnetName, amount: carnetTakes })
              : online
                ? t('courtsBooking.options.payOnline')
                : t('courtsBooking.options.payOnSite')}
          </dd>
          {state.invoice && (
            <>
              <dt>{t('courtsBooking.summary.invoice')}</dt>
              <dd>{t('courtsBooking.summary.invoiceRequested')}</dd>
            </>
          )}
        </DescriptionList>
        <TimezoneNote timeZone={venue.timezone} at={state.start} />
      </Stack>
      {recurring && <RecurrencePreviewList venue={venue} preview={recurrence} />}
      {payNow && <PayNowFields payNow={payMethod} id="court-payment" disabled={busy} />}
      <PriceSummary
        basePrice={basePrice}
        discount={discount}
        serviceFee={online && !paysAll ? venue.service_fee : 0}
        onSite={!online && !withCarnet}
        fromWallet={fromWallet}
        {...(carnetOption
          ? { fromCarnet: { label: t('carnet.picker.fromCarnet', { name: carnetName, amount: carnetTakes }), amount: carnetPart } }
          : {})}
      />
      <FreeCancellationNote
        start={state.start}
        timeZone={venue.timezone}
        freeCancellationHours={venue.free_cancellation_hours}
        recurring={recurring}
        online={online || withCarnet}
      />
      {recurring && online && <p>{t('courtsBooking.summary.seriesPaidLater')}</p>}
      {online && <p>{t('courtsBooking.summary.payWithin', { minutes: ONLINE_PAYMENT_WINDOW_MINUTES })}</p>}
      <div aria-live="polite">
        {errorView && (
          <Alert>
            <Stack $gap="sm" $align="flex-start">
              <span>
                {errorView.absolute
                  ? t(errorView.key)
                  : errorView.ns
                    ? t(errorView.key, { ns: errorView.ns })
                    : t(`courtsBooking.errors.${errorView.key}`, { ...errorView.params })}
              </span>
              {isApiError(error) && Object.keys(error.fieldErrors).length > 0 && (
                <ul>
                  {Object.entries(error.fieldErrors).map(([field, problem]) => (
                    <li key={field}>{t(problem.key, { ns: 'common', ...problem.params })}</li>
                  ))}
                </ul>
              )}
              {errorView.remedy === 'choose-slot' && (
                <Button variant="link" onClick={() => update({ step: 'slot' })}>
                  {t('courtsBooking.chooseAnotherTime')}
                </Button>
              )}
              {errorView.remedy === 'options' && (
                <Button variant="link" onClick={() => update({ step: 'options' })}>
                  {t('courtsBooking.backToOptions')}
                </Button>
              )}
              {errorView.remedy === 'sign-in' && (
                <Button variant="link" onClick={onSignIn}>
                  {t('courtsBooking.signIn')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <UnpaidAfterBookingAlert
          error={payment.error}
          venueId={venue.id}
          reservation={created}
          unpaid={t('courtsBooking.summary.reservedUnpaid')}
          detailsLabel={t('courtsBooking.done.details')}
        />
      </div>
      <Stack $direction="row" $gap="sm" $wrap $justify="space-between">
        <Button variant="secondary" onClick={() => update({ step: 'options' })} disabled={busy || created !== null}>
          {t('courtsBooking.back')}
        </Button>
        <Button onClick={() => void onSubmit()} loading={busy} aria-disabled={seriesBlocked || undefined}>
          {created
            ? t('courtsBooking.payAgain')
            : online
              ? t('courtsBooking.reserveAndPay')
              : withCarnet
                ? t('carnet.picker.reserveWithCarnet')
                : t('courtsBooking.reserveOnSite')}
        </Button>
      </Stack>
    </Stack>
  );
}
