import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ONLINE_PAYMENT_WINDOW_MINUTES, type SlotTakenBody } from '@venue/api/schemas/reservation';
import type { FreeSlot, ObjectAvailability, VenueDetail } from '@venue/api/schemas/venue';
import { sportName, useLanguage } from '@venue/i18n';
import { DescriptionList, Stack } from '@venue/ui';
import { createReservation, previewRecurrence, recurrencePreviewKey, slotTakenAlternatives } from '../../../api/reservations';
import { AddressText } from '../../../components/address-text';
import { carnetOptionsKey, getCarnetOptions, isMyCarnetsKey } from '../../../api/carnets';
import { carnetErrorCode, useCarnetAmount } from '../../../components/carnets';
import { useOfferedMethodsKind } from '../../../components/payment';
import { formatVenueRange } from '../../../lib/venue-time';
import { CheckoutActions, CheckoutError, INITIAL_CHECKOUT, checkoutReducer, useCheckout } from '../../../components/checkout';
import { bookingErrorView } from '../logic/booking-errors';
import { endOf, freeOccurrences, priceOf, reservationRequest } from '../logic/booking-request';
import { chosenOption } from '../logic/carnet-choice';
import type { FlowState } from '../logic/flow-state';
import { priceFor } from '../logic/durations';
import { discountCardIds } from '../logic/partner-cards';
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
  const methods = t(`payment.method.offered.${useOfferedMethodsKind(venue.id)}`);
  const { language } = useLanguage();
  const { mutate } = useSWRConfig();
  const carnetAmount = useCarnetAmount();
  const [submit, dispatch] = useReducer(checkoutReducer, INITIAL_CHECKOUT);

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
  const cards = discountCardIds(state.cards, venue.partner_cards);
  const sportType = venue.sport_types.find((item) => item.id === court.sport_type_id);
  const sport = sportType ? sportName(sportType) : '';
  const price = Math.max(0, basePrice - discount);
  const carnetName = carnetOption?.carnet.name ?? '';
  const carnetTakes = carnetOption ? carnetAmount(carnetOption.carnet.kind, carnetOption.carnet_part) : '';
  // What the price summary takes off for the carnet (an entry carnet covers the whole price).
  const carnetPart = carnetOption ? (carnetOption.carnet.kind === 'entries' ? price : carnetOption.carnet_part) : 0;

  // A series is paid later, in one bulk payment on its own page (with one fee).
  const checkout = useCheckout({
    state: submit,
    dispatch,
    venue,
    tender: state.payment,
    split,
    carnetId: state.carnet,
    series: recurring,
    price,
    blocked: recurring && (recurrence.data === undefined || free.length === 0),
    book: () => {
      const base = reservationRequest(venue, state);
      return createReservation(
        recurring && state.until
          ? {
              ...base,
              recurring: { until: state.until, mode: 'create' as const, occurrences: free.map((occurrence) => occurrence.start_time) },
            }
          : base,
      );
    },
    onBooked: ({ reservationId, seriesId }) => {
      if (withCarnet) void mutate(isMyCarnetsKey);
      update({ step: 'done', booked: reservationId, series: seriesId });
    },
    onRefused: (caught) => {
      // The carnet changed under the flow (used up, expired meanwhile): the options step shows it anew.
      if (carnetErrorCode(caught)) void carnetOptions.mutate();
      if (bookingErrorView(caught).key !== 'slotTaken') return caught;
      onConflict(slotTakenAlternatives(caught) ?? []);
      return null;
    },
  });

  const error = submit.status === 'choosing' ? submit.error : null;
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
                ? t('courtsBooking.options.payOnline', { methods })
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
      <CheckoutActions
        checkout={checkout}
        fieldsId="court-payment"
        price={{
          basePrice,
          discount,
          ...(carnetOption
            ? {
                fromWallet: carnetOption.wallet_part,
                fromCarnet: { label: t('carnet.picker.fromCarnet', { name: carnetName, amount: carnetTakes }), amount: carnetPart },
              }
            : {}),
        }}
        error={
          errorView && (
            <CheckoutError
              error={error}
              view={errorView}
              keyPrefix="courtsBooking.errors"
              remedies={{
                'choose-again': { label: t('courtsBooking.chooseAnotherTime'), onClick: () => update({ step: 'slot' }) },
                'change-choices': { label: t('courtsBooking.backToOptions'), onClick: () => update({ step: 'options' }) },
                'sign-in': { label: t('courtsBooking.signIn'), onClick: onSignIn },
              }}
            />
          )
        }
        unpaid={t('courtsBooking.summary.reservedUnpaid')}
        detailsLabel={t('courtsBooking.done.details')}
        back={{ label: t('courtsBooking.back'), onClick: () => update({ step: 'options' }) }}
        submitLabel={
          online ? t('courtsBooking.reserveAndPay') : withCarnet ? t('carnet.picker.reserveWithCarnet') : t('courtsBooking.reserveOnSite')
        }
        payAgainLabel={t('courtsBooking.payAgain')}
      >
        <FreeCancellationNote
          start={state.start}
          timeZone={venue.timezone}
          freeCancellationHours={venue.free_cancellation_hours}
          recurring={recurring}
          online={online || withCarnet}
        />
        {recurring && online && <p>{t('courtsBooking.summary.seriesPaidLater')}</p>}
        {online && <p>{t('courtsBooking.summary.payWithin', { minutes: ONLINE_PAYMENT_WINDOW_MINUTES })}</p>}
      </CheckoutActions>
    </Stack>
  );
}
