import type { Dispatch } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { isApiError } from '@venue/api';
import { ONLINE_PAYMENT_WINDOW_MINUTES, type CreateReservationRequest, type Reservation } from '@venue/api/schemas/reservation';
import type { PublicTrainerProfile } from '@venue/api/schemas/trainer';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Button, ChoiceGroup, FormErrorSummary, Select, Stack, type FormErrorItem } from '@venue/ui';
import { createReservation, isMyReservationsKey } from '../../../api/reservations';
import { FocusHeading } from '../../../components/focus-heading';
import { PayNowFields, PriceSummary, UnpaidAfterBookingAlert, usePayNow, useStartPayment } from '../../../components/payment';
import { acceptedIds, missingRequired } from '../../../components/regulations/regulations';
import { RegulationsField, regulationFieldId } from '../../../components/regulations/regulations-field';
import { formatVenueRange, formatVenueTime } from '../../../lib/venue-time';
import { lessonErrorView } from '../logic/lesson-errors';
import { lessonDurations, lessonPrice, type LessonEvent, type LessonState } from '../logic/lesson-state';

const MINUTE_MS = 60_000;
const PAYMENT_ID = 'lesson-payment';

/** The court booking of a private lesson: the court request with the trainer's profile (the field the backend reads). */
export type LessonRequest = CreateReservationRequest & { trainer_venue_profile_id: number };

interface Props {
  readonly venue: VenueDetail;
  readonly trainer: PublicTrainerProfile;
  readonly state: Exclude<LessonState, { step: 'browse' }>;
  readonly dispatch: Dispatch<LessonEvent>;
  /** The slot went meanwhile: the day's starts are asked again. */
  readonly onSlotGone: () => void;
  readonly onSignIn: () => void;
}

/** A private lesson's options and confirmation: duration, court (or the first free), payment, regulations, price court + trainer. */
export function LessonBooking({ venue, trainer, state, dispatch, onSlotGone, onSignIn }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const { mutate } = useSWRConfig();
  const payment = useStartPayment();
  const { choice } = state;
  const end = new Date(Date.parse(choice.start) + choice.duration * MINUTE_MS).toISOString();
  const price = lessonPrice(choice.prices, choice.duration) ?? 0;
  const online = choice.payment === 'online';
  const payMethod = usePayNow({ price, serviceFee: venue.service_fee, wallet: online });
  const { split, paysAll } = payMethod;
  const missing = missingRequired(venue.regulations, choice.accepted).map((item) => item.id);
  const shown = state.step === 'options' && state.submitted;
  const busy = state.step === 'booking' || payment.pending;
  const created: Reservation | null = state.step === 'paying' ? state.reservation : null;
  const courtName = (id: number) => venue.sport_objects.find((item) => item.id === id)?.name ?? String(id);

  const pay = async (reservation: Reservation) => {
    dispatch({ type: 'pay' });
    const started = await payment.startPayment(
      { kind: 'reservation', venueId: venue.id, reservationId: reservation.id },
      payMethod.method,
      paysAll,
    );
    if (!started) dispatch({ type: 'pay-failed' });
  };

  const book = async () => {
    if (busy) return;
    if (created) {
      await pay(created);
      return;
    }
    const valid = choice.payment !== null && missing.length === 0;
    if (valid && online && !payMethod.validate()) return;
    dispatch({ type: 'book', valid });
    if (!valid || choice.payment === null) return;
    const request: LessonRequest = {
      source: 'marketplace',
      venue_id: venue.id,
      venue_sport_object_id: choice.court ?? choice.courts[0] ?? 0,
      start_time: choice.start,
      end_time: end,
      payment: choice.payment,
      discount_cards: [],
      accepted_regulation_ids: acceptedIds(venue.regulations, choice.accepted),
      invoice: false,
      trainer_venue_profile_id: trainer.id,
    };
    try {
      const response = await createReservation(request);
      void mutate(isMyReservationsKey);
      onSlotGone();
      const first = response.reservations[0];
      if (!first) throw new Error('Empty reservation answer');
      if (online) {
        dispatch({ type: 'booked-unpaid', reservation: first });
        await pay(first);
        return;
      }
      dispatch({ type: 'booked', reservationId: first.id });
    } catch (caught) {
      if (lessonErrorView(caught).slotGone) onSlotGone();
      dispatch({ type: 'refused', error: caught });
    }
  };

  if (state.step === 'done') {
    return (
      <Stack $gap="sm" $align="flex-start">
        <FocusHeading>{t('trainers.done.heading')}</FocusHeading>
        <p>
          {t('trainers.done.text', { name: trainer.display_name, when: formatVenueRange(choice.start, end, venue.timezone, language) })}
        </p>
        <Stack $direction="row" $gap="md" $wrap>
          <Link to={paths.reservationDetails(venue.id, state.reservationId)}>{t('trainers.done.details')}</Link>
          <Link to={paths.myReservations()}>{t('trainers.done.myReservations')}</Link>
        </Stack>
      </Stack>
    );
  }

  const error = state.step === 'options' && state.error ? lessonErrorView(state.error) : null;
  const summary: FormErrorItem[] = shown
    ? [
        ...(choice.payment === null ? [{ fieldId: PAYMENT_ID, message: t('trainers.booking.paymentRequired') }] : []),
        ...missing.map((id) => ({
          fieldId: regulationFieldId(id),
          message: t('trainers.booking.regulationMissing', { title: venue.regulations.find((item) => item.id === id)?.title ?? '' }),
        })),
      ]
    : [];

  return (
    <Stack $gap="lg">
      <FocusHeading>{t('trainers.booking.heading', { name: trainer.display_name })}</FocusHeading>
      <p data-testid="lesson-recap">{formatVenueRange(choice.start, end, venue.timezone, language)}</p>
      <FormErrorSummary errors={summary} title={t('trainers.booking.blocked')} />
      <ChoiceGroup<number>
        legend={t('trainers.booking.duration')}
        name={`lesson-duration-${trainer.id}`}
        value={choice.duration}
        onChange={(duration) => dispatch({ type: 'change', patch: { duration } })}
        disabled={busy || created !== null}
        options={lessonDurations(choice.prices).map((option) => ({
          value: option.minutes,
          label: t('trainers.booking.minutes', { count: option.minutes }),
          detail: `${formatVenueTime(choice.start, venue.timezone, language)}–${formatVenueTime(
            new Date(Date.parse(choice.start) + option.minutes * MINUTE_MS),
            venue.timezone,
            language,
          )} · ${formatMoney(option.price, language)}`,
        }))}
      />
      {choice.courts.length > 1 ? (
        <Select
          label={t('trainers.booking.court')}
          value={choice.court ?? ''}
          disabled={busy || created !== null}
          onChange={(event) => dispatch({ type: 'change', patch: { court: event.target.value ? Number(event.target.value) : null } })}
        >
          <option value="">{t('trainers.booking.anyCourt', { name: courtName(choice.courts[0] ?? 0) })}</option>
          {choice.courts.map((id) => (
            <option key={id} value={id}>
              {courtName(id)}
            </option>
          ))}
        </Select>
      ) : (
        <p>{t('trainers.booking.courtFixed', { name: courtName(choice.courts[0] ?? 0) })}</p>
      )}
      <div id={PAYMENT_ID} tabIndex={-1}>
        <ChoiceGroup<'on_site' | 'online'>
          legend={t('trainers.booking.payment')}
          name={`lesson-payment-${trainer.id}`}
          value={choice.payment}
          onChange={(value) => dispatch({ type: 'change', patch: { payment: value } })}
          disabled={busy || created !== null}
          error={shown && choice.payment === null ? t('trainers.booking.paymentRequired') : undefined}
          options={[
            { value: 'online', label: t('trainers.booking.payOnline'), detail: t('trainers.booking.payOnlineDetail') },
            { value: 'on_site', label: t('trainers.booking.payOnSite') },
          ]}
        />
      </div>
      {venue.regulations.length > 0 && (
        <RegulationsField
          regulations={venue.regulations}
          accepted={choice.accepted}
          onChange={(accepted) => dispatch({ type: 'change', patch: { accepted } })}
          invalid={new Set(shown ? missing : [])}
        />
      )}
      {online && <PayNowFields payNow={payMethod} id={`lesson-method-${trainer.id}`} disabled={busy} />}
      <PriceSummary
        basePrice={price}
        serviceFee={online && !paysAll ? venue.service_fee : 0}
        onSite={!online}
        fromWallet={split.kind === 'none' ? 0 : split.fromWallet}
      />
      <p>{t('trainers.booking.priceNote', { trainer: formatMoney(trainer.price_per_hour, language) })}</p>
      {online && <p>{t('trainers.booking.payWithin', { minutes: ONLINE_PAYMENT_WINDOW_MINUTES })}</p>}
      <div aria-live="polite">
        {error && (
          <Alert>
            <Stack $gap="sm" $align="flex-start">
              <span>{error.ns ? t(error.key, { ns: error.ns }) : t(`trainers.errors.${error.key}`, { ...error.params })}</span>
              {isApiError(state.step === 'options' ? state.error : null) && error.slotGone && (
                <span>{t('trainers.errors.chooseAnother')}</span>
              )}
              {error.signIn && (
                <Button variant="link" onClick={onSignIn}>
                  {t('trainers.signIn')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <UnpaidAfterBookingAlert
          error={payment.error}
          venueId={venue.id}
          reservation={created}
          unpaid={t('trainers.booking.reservedUnpaid')}
          detailsLabel={t('trainers.done.details')}
        />
      </div>
      <Stack $direction="row" $gap="sm" $wrap $justify="space-between">
        <Button variant="secondary" onClick={() => dispatch({ type: 'cancel' })} disabled={busy || created !== null}>
          {t('trainers.booking.cancel')}
        </Button>
        <Button onClick={() => void book()} loading={busy}>
          {created ? t('trainers.booking.payAgain') : online ? t('trainers.booking.bookAndPay') : t('trainers.booking.book')}
        </Button>
      </Stack>
    </Stack>
  );
}
