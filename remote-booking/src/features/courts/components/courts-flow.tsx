import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SlotTakenBody } from '@venue/api/schemas/reservation';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { ErrorState, LoadingState, Stack } from '@venue/ui';
import { getVenueAvailability } from '../../../api/venues';
import { venueToday } from '../../../lib/venue-time';
import { findSlot, withDefaults } from '../logic/courts';
import { priceFor } from '../logic/durations';
import { DEFAULT_DURATION, serializeFlowState, type FlowState, type FlowStep } from '../logic/flow-state';
import { useFlowState } from '../hooks/use-flow-state';
import { useRequest } from '../hooks/use-request';
import { SlotStep } from './slot-step';
import { SlotUnavailable } from './slot-unavailable';
import { StepIndicator } from './step-indicator';

// A visitor's first look needs only the slot step; the later steps (and the payment module they
// bring) load on demand, and are fetched ahead as soon as a slot is chosen.
const loadOptionsStep = () => import('./options-step');
const loadSummaryStep = () => import('./summary-step');
const loadDoneStep = () => import('./done-step');
const OptionsStep = lazy(() => loadOptionsStep().then((module) => ({ default: module.OptionsStep })));
const SummaryStep = lazy(() => loadSummaryStep().then((module) => ({ default: module.SummaryStep })));
const DoneStep = lazy(() => loadDoneStep().then((module) => ({ default: module.DoneStep })));

/** The courts tab: slot → options → summary → pay (or done), every choice kept in the URL. */
export function CourtsFlow({ venue }: { readonly venue: VenueDetail }) {
  const { t } = useTranslation('booking');
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const today = useMemo(() => venueToday(venue.timezone), [venue.timezone]);
  const resolve = useCallback((state: FlowState) => withDefaults(state, venue, today), [venue, today]);
  const [resolved, update] = useFlowState(resolve);
  const date = resolved.date ?? today;
  const [conflict, setConflict] = useState<SlotTakenBody['alternatives'] | null>(null);

  const availability = useRequest(
    resolved.sport === null ? null : `${venue.id}|${date}|${resolved.sport}|${resolved.courtType ?? ''}`,
    (signal) =>
      getVenueAvailability(
        venue.id,
        { date, sportTypeId: resolved.sport ?? undefined, courtType: resolved.courtType ?? undefined },
        signal,
      ),
  );
  const chosen = findSlot(availability.data, resolved.object, resolved.start);
  const duration = chosen && priceFor(chosen.slot.prices, resolved.duration) !== null ? resolved.duration : DEFAULT_DURATION;
  // An invoice needs billing data in the profile; a URL asking for one without them asks for nothing.
  const invoice = resolved.invoice && Boolean(user?.billing_info);
  const state = { ...resolved, date, duration, invoice };

  // Focus follows step changes, not the first render (the page heading comes first then).
  const firstStep = useRef(state.step);
  const moved = useRef(false);
  if (state.step !== firstStep.current) moved.current = true;
  const focusHeading = moved.current;

  const signIn = useCallback(
    (step: FlowStep, replace = false) => {
      const search = serializeFlowState({ ...state, step }).toString();
      navigate(paths.login(), { replace, state: { from: `${location.pathname}${search ? `?${search}` : ''}` } });
    },
    // `state` is rebuilt each render; its serialization is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, location.pathname, location.search],
  );

  const slotChosen = chosen !== null;
  useEffect(() => {
    if (!slotChosen) return;
    // Prefetch only: a failed download is retried when the step renders.
    loadOptionsStep().catch(() => undefined);
    loadSummaryStep().catch(() => undefined);
  }, [slotChosen]);

  const needsUser = state.step === 'options' || state.step === 'summary';
  useEffect(() => {
    if (needsUser && !user) signIn(state.step, true);
  }, [needsUser, user, signIn, state.step]);

  const reserve = () => {
    if (user) update({ step: 'options' });
    else signIn('options');
  };

  let content;
  if (state.step === 'done') {
    content = (
      <DoneStep venueId={venue.id} reservationId={state.booked} seriesId={state.series} focusHeading={focusHeading} update={update} />
    );
  } else if (state.step === 'slot') {
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
  } else if (!user) {
    content = <LoadingState />;
  } else if (conflict || (availability.data && !availability.loading && !chosen)) {
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
  } else if (availability.error && !chosen) {
    content = <ErrorState message={t('courts.availabilityFailed')} onRetry={availability.reload} retrying={availability.loading} />;
  } else if (!chosen || state.object === null || state.start === null) {
    content = <LoadingState />;
  } else if (state.step === 'options') {
    content = (
      <OptionsStep
        venue={venue}
        state={state}
        update={update}
        slot={chosen.slot}
        court={chosen.object}
        hasBillingData={Boolean(user.billing_info)}
        focusHeading={focusHeading}
      />
    );
  } else {
    content = (
      <SummaryStep
        venue={venue}
        state={{ ...state, object: state.object, start: state.start }}
        update={update}
        court={chosen.object}
        slot={chosen.slot}
        focusHeading={focusHeading}
        onConflict={(alternatives) => {
          setConflict(alternatives);
          availability.reload();
        }}
        onSignIn={() => signIn('summary')}
      />
    );
  }

  return (
    <Stack $gap="lg">
      <StepIndicator step={state.step} />
      <Suspense fallback={<LoadingState />}>{content}</Suspense>
    </Stack>
  );
}
