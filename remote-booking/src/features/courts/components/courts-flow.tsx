import { Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import styled from 'styled-components';
import type { SlotTakenBody } from '@venue/api/schemas/reservation';
import type { VenueAvailability, VenueDetail } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { ErrorState, LoadingState, Stack, lazyPage } from '@venue/ui';
import { todayIn } from '@venue/i18n';
import { venueAvailabilityKey } from '../../../api/venues';
import { fetchAvailability } from '../logic/availability-ahead';
import { findSlot, ofCourtType, withDefaults } from '../logic/courts';
import { priceFor } from '../logic/durations';
import { DEFAULT_DURATION, serializeFlowState, type FlowState, type FlowStep } from '../logic/flow-state';
import { selectFlowView } from '../logic/flow-view';
import { useFlowState } from '../hooks/use-flow-state';
import { SlotStep } from './slot-step';
import { StepIndicator } from './step-indicator';
import { withStrings } from '../../../translations/with-strings';

// A visitor's first look needs only the slot step; the later steps (and the payment module they
// bring) load on demand, and are fetched ahead as soon as a slot is chosen.
// Their words (`courtsBooking.*`) come with them, with the carnet strings (they may name the
// player's carnets) and the payment module's where the summary pays. "That slot is gone" is a later
// step's too: a booking refused, or a link to a slot taken since.
const loadOptionsStep = () => withStrings(['courtsBooking', 'carnet', 'payment'], import('./options-step'));
const loadSummaryStep = () => withStrings(['courtsBooking', 'carnet', 'payment'], import('./summary-step'));
const loadDoneStep = () => withStrings(['courtsBooking', 'carnet'], import('./done-step'));
const loadSlotUnavailable = () => withStrings('courtsBooking', import('./slot-unavailable'));
// "Notify me when it frees up" is asked from a taken start: its code and words (with My
// notifications', one part: fewer chunks in every first download's runtime) load on first use.
const loadNotifyDialog = () => withStrings('myNotifications', import('./notify-dialog'));
// On a phone the step indicator is placed on the step heading's line, relative to this.
const Flow = styled(Stack)`
  position: relative;
`;

const OptionsStep = lazyPage(() => loadOptionsStep().then((module) => module.OptionsStep), 'OptionsStep');
const SummaryStep = lazyPage(() => loadSummaryStep().then((module) => module.SummaryStep), 'SummaryStep');
const DoneStep = lazyPage(() => loadDoneStep().then((module) => module.DoneStep), 'DoneStep');
const SlotUnavailable = lazyPage(() => loadSlotUnavailable().then((module) => module.SlotUnavailable), 'SlotUnavailable');
const NotifyDialog = lazyPage(() => loadNotifyDialog().then((module) => module.NotifyDialogAt), 'NotifyDialog', null);

/** The courts tab: slot → options → summary → pay (or done), every choice kept in the URL. */
export function CourtsFlow({ venue }: { readonly venue: VenueDetail }) {
  const { t } = useTranslation('booking');
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const today = useMemo(() => todayIn(venue.timezone), [venue.timezone]);
  const resolve = useCallback((state: FlowState) => withDefaults(state, venue, today), [venue, today]);
  const [resolved, update] = useFlowState(resolve);
  const date = resolved.date ?? today;
  const [conflict, setConflict] = useState<SlotTakenBody['alternatives'] | null>(null);

  // One request per sport and day, its court types filtered here: the request then needs nothing
  // the venue decides (the sport's first court type), so it can start beside the venue's
  // (the venue page's preload), and changing the court type asks nothing.
  const answer = useSWR(
    resolved.sport === null ? null : venueAvailabilityKey(venue.id, { date, sportTypeId: resolved.sport, hold: resolved.hold }),
    fetchAvailability,
  );
  const data = useMemo(() => ofCourtType(answer.data, resolved.courtType), [answer.data, resolved.courtType]);
  const availability: SWRResponse<VenueAvailability> = {
    data,
    error: answer.error,
    isValidating: answer.isValidating,
    isLoading: answer.isLoading,
    mutate: answer.mutate,
  };
  const chosen = findSlot(availability.data, resolved.object, resolved.start);
  const duration = chosen && priceFor(chosen.slot.prices, resolved.duration) !== null ? resolved.duration : DEFAULT_DURATION;
  // An invoice needs billing data in the profile; a URL asking for one without them asks for nothing.
  const invoice = resolved.invoice && Boolean(user?.billing_info);
  const state = { ...resolved, date, duration, invoice };

  // Focus follows step changes, not the first render (the page heading comes first then).
  const [firstStep] = useState(state.step);
  const [moved, setMoved] = useState(false);
  if (!moved && state.step !== firstStep) setMoved(true);
  const focusHeading = moved || state.step !== firstStep;

  const signIn = (step: FlowStep, replace = false) => {
    const search = serializeFlowState({ ...state, step }).toString();
    navigate(paths.login(), { replace, state: { from: `${location.pathname}${search ? `?${search}` : ''}` } });
  };
  // Reads the choices as they are when the session turns out to be missing.
  const signInAgain = useEffectEvent((step: FlowStep) => signIn(step, true));

  const slotChosen = chosen !== null;
  useEffect(() => {
    if (!slotChosen) return;
    // Prefetch only: a failed download is retried when the step renders.
    loadOptionsStep().catch(() => undefined);
    loadSummaryStep().catch(() => undefined);
    loadSlotUnavailable().catch(() => undefined);
  }, [slotChosen]);

  const needsUser = state.step === 'options' || state.step === 'summary';
  useEffect(() => {
    if (needsUser && !user) signInAgain(state.step);
  }, [needsUser, user, state.step]);

  const closeNotify = useCallback(() => update({ notify: null }), [update]);

  const reserve = () => {
    if (user) update({ step: 'options' });
    else signIn('options');
  };

  const view = selectFlowView({
    step: state.step,
    signedIn: user !== null,
    conflict: conflict !== null,
    availability: { data: availability.data, error: availability.error, loading: availability.isValidating },
    chosen,
    object: state.object,
    start: state.start,
  });

  let content;
  switch (view.view) {
    case 'done':
      content = (
        <DoneStep
          venueId={venue.id}
          reservationId={state.booked}
          seriesId={state.series}
          focusHeading={focusHeading}
          update={update}
          withCarnet={state.payment === 'carnet' && !state.split}
        />
      );
      break;
    case 'slot':
      content = (
        <SlotStep
          venue={venue}
          state={state}
          update={update}
          today={today}
          availability={availability}
          signedIn={user !== null}
          focusHeading={focusHeading}
          onReserve={reserve}
        />
      );
      if (state.notify !== null) {
        content = (
          <>
            {content}
            <NotifyDialog notify={state.notify} venue={venue} state={state} onClose={closeNotify} onSignIn={() => signIn('slot')} />
          </>
        );
      }
      break;
    case 'signing-in':
    case 'loading':
      content = <LoadingState />;
      break;
    case 'slot-unavailable':
      content = (
        <SlotUnavailable
          timeZone={venue.timezone}
          alternatives={conflict}
          onPick={(start) => {
            setConflict(null);
            update({ start });
          }}
          onChooseAnother={() => {
            setConflict(null);
            update({ step: 'slot', object: null, start: null });
          }}
        />
      );
      break;
    case 'availability-failed':
      content = (
        <ErrorState
          message={t('courts.availabilityFailed')}
          onRetry={() => void availability.mutate()}
          retrying={availability.isValidating}
        />
      );
      break;
    case 'options':
      content = (
        <OptionsStep
          venue={venue}
          state={state}
          update={update}
          slot={view.slot.slot}
          court={view.slot.object}
          hasBillingData={Boolean(user?.billing_info)}
          focusHeading={focusHeading}
        />
      );
      break;
    case 'summary':
      content = (
        <SummaryStep
          venue={venue}
          state={{ ...state, object: view.slot.objectId, start: view.slot.start }}
          update={update}
          court={view.slot.object}
          slot={view.slot.slot}
          focusHeading={focusHeading}
          onConflict={(alternatives) => {
            setConflict(alternatives);
            void availability.mutate();
          }}
          onSignIn={() => signIn('summary')}
        />
      );
      break;
  }

  return (
    <Flow $gap="md">
      <StepIndicator step={state.step} />
      <Suspense fallback={<LoadingState />}>{content}</Suspense>
    </Flow>
  );
}
