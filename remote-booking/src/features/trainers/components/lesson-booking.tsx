import type { Dispatch } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { isApiError } from '@venue/api';
import { ONLINE_PAYMENT_WINDOW_MINUTES, type CreateReservationRequest } from '@venue/api/schemas/reservation';
import type { PublicTrainerProfile } from '@venue/api/schemas/trainer';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { ChoiceGroup, FormErrorSummary, Select, Stack, type FormErrorItem } from '@venue/ui';
import { createReservation, isMyReservationsKey } from '../../../api/reservations';
import { FocusHeading } from '../../../components/focus-heading';
import { CheckoutActions, CheckoutError, useCheckout } from '../../../components/checkout';
import { useOfferedMethodsKind } from '../../../components/payment';
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
  const onlineMethods = t(`payment.method.offeredWithWallet.${useOfferedMethodsKind(venue.id)}`);
  const { language } = useLanguage();
  const { mutate } = useSWRConfig();
  const { choice, checkout: checkoutState } = state;
  const end = new Date(Date.parse(choice.start) + choice.duration * MINUTE_MS).toISOString();
  const price = lessonPrice(choice.prices, choice.duration) ?? 0;
  const online = choice.payment === 'online';
  const missing = missingRequired(venue.regulations, choice.accepted).map((item) => item.id);
  const shown = state.submitted && checkoutState.status === 'choosing';
  const courtName = (id: number) => venue.sport_objects.find((item) => item.id === id)?.name ?? String(id);

  const checkout = useCheckout({
    state: checkoutState,
    dispatch: (event) => dispatch({ type: 'checkout', event }),
    venue,
    tender: choice.payment,
    price,
    check: () => {
      const valid = choice.payment !== null && missing.length === 0;
      if (!valid) dispatch({ type: 'missing' });
      return valid;
    },
    book: async () => {
      const request: LessonRequest = {
        source: 'marketplace',
        venue_id: venue.id,
        venue_sport_object_id: choice.court ?? choice.courts[0] ?? 0,
        start_time: choice.start,
        end_time: end,
        // `check` made sure a payment is chosen before anything is sent.
        payment: choice.payment ?? 'on_site',
        discount_cards: [],
        accepted_regulation_ids: acceptedIds(venue.regulations, choice.accepted),
        invoice: false,
        trainer_venue_profile_id: trainer.id,
      };
      const response = await createReservation(request);
      void mutate(isMyReservationsKey);
      onSlotGone();
      return response;
    },
    onRefused: (caught) => {
      if (lessonErrorView(caught).remedy === 'choose-again') onSlotGone();
      return caught;
    },
  });
  const { busy, created } = checkout;

  if (checkoutState.status === 'done') {
    return (
      <Stack $gap="sm" $align="flex-start">
        <FocusHeading>{t('trainers.done.heading')}</FocusHeading>
        <p>
          {t('trainers.done.text', { name: trainer.display_name, when: formatVenueRange(choice.start, end, venue.timezone, language) })}
        </p>
        <Stack $direction="row" $gap="md" $wrap>
          <Link to={paths.reservationDetails(venue.id, checkoutState.reservationId)}>{t('trainers.done.details')}</Link>
          <Link to={paths.myReservations()}>{t('trainers.done.myReservations')}</Link>
        </Stack>
      </Stack>
    );
  }

  const refusal = checkoutState.status === 'choosing' ? checkoutState.error : null;
  const error = refusal ? lessonErrorView(refusal) : null;
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
        direction="list"
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
          direction="column"
          value={choice.payment}
          onChange={(value) => dispatch({ type: 'change', patch: { payment: value } })}
          disabled={busy || created !== null}
          error={shown && choice.payment === null ? t('trainers.booking.paymentRequired') : undefined}
          options={[
            { value: 'online', label: t('trainers.booking.payOnline'), detail: onlineMethods },
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
      <CheckoutActions
        checkout={checkout}
        fieldsId={`lesson-method-${trainer.id}`}
        price={{ basePrice: price }}
        error={
          error && (
            <CheckoutError
              error={refusal}
              view={error}
              keyPrefix="trainers.errors"
              remedies={{ 'sign-in': { label: t('trainers.signIn'), onClick: onSignIn } }}
            >
              {isApiError(refusal) && error.remedy === 'choose-again' && <span>{t('trainers.errors.chooseAnother')}</span>}
            </CheckoutError>
          )
        }
        unpaid={t('trainers.booking.reservedUnpaid')}
        detailsLabel={t('trainers.done.details')}
        back={{ label: t('trainers.booking.cancel'), onClick: () => dispatch({ type: 'cancel' }) }}
        submitLabel={online ? t('trainers.booking.bookAndPay') : t('trainers.booking.book')}
        payAgainLabel={t('trainers.booking.payAgain')}
      >
        <p>{t('trainers.booking.priceNote', { trainer: formatMoney(trainer.price_per_hour, language) })}</p>
        {online && <p>{t('trainers.booking.payWithin', { minutes: ONLINE_PAYMENT_WINDOW_MINUTES })}</p>}
      </CheckoutActions>
    </Stack>
  );
}
