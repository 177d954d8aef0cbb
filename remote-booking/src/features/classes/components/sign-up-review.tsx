import type { Dispatch } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import type { GroupClassOccurrence } from '@venue/api/schemas/group-class';
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '@venue/api/schemas/reservation';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Button, DescriptionList, Stack } from '@venue/ui';
import { classFullAlternatives, classPreviewKey, isGroupClassesKey, previewClassSignUp, signUpForClass } from '../../../api/classes';
import { isMyCarnetsKey } from '../../../api/carnets';
import { isMyReservationsKey } from '../../../api/reservations';
import { CheckoutActions, INITIAL_CHECKOUT, useCheckout } from '../../../components/checkout';
import { FocusHeading } from '../../../components/focus-heading';
import { formatCalendarDay, formatVenueRange } from '../../../lib/venue-time';
import type { SignUpEvent, SignUpState } from '../logic/sign-up-state';
import type { CarnetChoice } from '../logic/class-carnets';
import { freeClassOccurrences, occurrencePrice, signUpRequest } from '../logic/sign-up-request';
import { ClassPreviewList } from './class-preview-list';

type ReviewState = Extract<SignUpState, { step: 'review' } | { step: 'full' }>;

interface Props {
  readonly venue: VenueDetail;
  readonly occurrence: GroupClassOccurrence;
  readonly carnets: readonly CarnetChoice[];
  readonly state: ReviewState;
  readonly dispatch: Dispatch<SignUpEvent>;
  readonly onOpen: (occurrence: Pick<GroupClassOccurrence, 'id' | 'start_time'>) => void;
}

/** What will be signed up for and at what price, each weekly date judged, then confirm (and pay an online one). */
export function SignUpReview({ venue, occurrence, carnets, state, dispatch, onOpen }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const { mutate } = useSWRConfig();
  const { choice } = state;
  const weekly = choice.until !== null;
  const online = choice.payment === 'online';
  const request = signUpRequest(venue, occurrence, choice);
  const done = state.step === 'review' && state.checkout.status === 'done';
  const preview = useSWR(
    choice.until !== null && !done ? classPreviewKey({ ...request, recurring: { until: choice.until, mode: 'preview' } }) : null,
    ([, , input]) => previewClassSignUp(input),
  );
  const free = freeClassOccurrences(preview.data?.occurrences ?? []);
  const basePrice = weekly ? free.reduce((sum, item) => sum + (item.price ?? 0), 0) : occurrencePrice(occurrence, choice);
  const priceList = occurrence.price_lists.find((item) => item.id === choice.priceListId);
  const carnet = carnets.find((item) => item.id === choice.carnetId);

  const checkout = useCheckout({
    state: state.step === 'review' ? state.checkout : INITIAL_CHECKOUT,
    dispatch: (event) => dispatch({ type: 'checkout', event }),
    venue,
    tender: choice.payment,
    series: weekly,
    price: basePrice,
    blocked: weekly && (preview.data === undefined || free.length === 0),
    book: async () => {
      const response = await signUpForClass(
        choice.until !== null
          ? { ...request, recurring: { until: choice.until, mode: 'create', occurrences: free.map((item) => item.start_time) } }
          : request,
      );
      // Free places, the player's lists and carnets changed: whoever shows them asks again.
      void mutate(isGroupClassesKey);
      void mutate(isMyReservationsKey);
      if (choice.payment === 'carnet') void mutate(isMyCarnetsKey);
      return response;
    },
    onRefused: (caught) => {
      const alternatives = classFullAlternatives(caught);
      if (!alternatives) return caught;
      void mutate(isGroupClassesKey);
      dispatch({ type: 'full', alternatives });
      return null;
    },
  });

  if (state.step === 'review' && state.checkout.status === 'done') {
    const { seriesId, reservationId } = state.checkout;
    return (
      <Stack $gap="md" $align="flex-start">
        <FocusHeading>{t('classes.done.heading')}</FocusHeading>
        <p>{seriesId === null ? t('classes.done.once') : t('classes.done.weekly')}</p>
        <Stack $direction="row" $gap="md" $wrap>
          <Link to={paths.reservationDetails(venue.id, reservationId)}>{t('classes.done.details')}</Link>
          <Link to={`${paths.myReservations()}?tab=${seriesId === null ? 'single-classes' : 'recurring-classes'}`}>
            {t('classes.done.myReservations')}
          </Link>
        </Stack>
      </Stack>
    );
  }

  if (state.step === 'full') {
    return (
      <Stack $gap="md" $align="flex-start">
        <FocusHeading>{t('classes.errors.full')}</FocusHeading>
        {state.alternatives.length === 0 ? (
          <p>{t('classes.fullNoAlternatives')}</p>
        ) : (
          <>
            <p>{t('classes.fullAlternatives')}</p>
            <ul>
              {state.alternatives.map((item) => (
                <li key={item.venue_group_classes_id}>
                  <Button variant="link" onClick={() => onOpen({ id: item.venue_group_classes_id, start_time: item.start_time })}>
                    {formatVenueRange(item.start_time, item.end_time, venue.timezone, language)}
                    {item.free_places === null ? '' : ` · ${t('classes.freePlaces', { count: item.free_places })}`}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          {t('classes.back')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack $gap="lg">
      <FocusHeading>{t('classes.review.heading')}</FocusHeading>
      <DescriptionList layout="columns">
        <dt>{t('classes.review.class')}</dt>
        <dd>{occurrence.name}</dd>
        <dt>{t('classes.details.when')}</dt>
        <dd>{formatVenueRange(occurrence.start_time, occurrence.end_time, venue.timezone, language)}</dd>
        {occurrence.trainer && (
          <>
            <dt>{t('classes.details.trainer')}</dt>
            <dd>{occurrence.trainer.display_name}</dd>
          </>
        )}
        <dt>{choice.payment === 'carnet' ? t('classes.signUpForm.carnet') : t('classes.signUpForm.priceList')}</dt>
        <dd>{choice.payment === 'carnet' ? (carnet?.name ?? '') : (priceList?.name ?? '')}</dd>
        <dt>{t('classes.signUpForm.payment')}</dt>
        <dd>
          {choice.payment === 'carnet'
            ? t('classes.signUpForm.payCarnet')
            : online
              ? t('classes.signUpForm.payOnline')
              : t('classes.signUpForm.payOnSite')}
        </dd>
        {choice.until !== null && (
          <>
            <dt>{t('classes.review.repeat')}</dt>
            <dd>{t('classes.review.weeklyUntil', { day: formatCalendarDay(choice.until, language) })}</dd>
          </>
        )}
      </DescriptionList>
      {weekly && <ClassPreviewList venue={venue} preview={preview} />}
      <CheckoutActions
        checkout={checkout}
        fieldsId="class-payment-method"
        price={choice.payment === 'carnet' ? null : { basePrice }}
        unpaid={t('classes.review.signedUpUnpaid')}
        detailsLabel={t('classes.done.details')}
        back={{ label: t('classes.back'), onClick: () => dispatch({ type: 'back' }) }}
        submitLabel={checkout.payNow ? t('classes.review.signUpAndPay') : t('classes.review.confirm')}
        payAgainLabel={t('classes.review.payAgain')}
      >
        {weekly && online && <p>{t('classes.review.weeklyPaidLater')}</p>}
        {online && <p>{t('classes.review.payWithin', { minutes: ONLINE_PAYMENT_WINDOW_MINUTES })}</p>}
      </CheckoutActions>
    </Stack>
  );
}
