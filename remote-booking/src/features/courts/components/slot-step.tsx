import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import styled from 'styled-components';
import type { VenueAvailability, VenueDetail } from '@venue/api/schemas/venue';
import { addCalendarDays, formatMoney, useLanguage } from '@venue/i18n';
import { Alert, Button, ErrorState, LoadingState, Stack, Text, VisuallyHidden } from '@venue/ui';
import { formatCalendarDay, formatVenueDay } from '../../../lib/venue-time';
import type { FlowState } from '../logic/flow-state';
import { availabilityMessage, findSlot, visibleCourts } from '../logic/courts';
import type { UpdateFlow } from '../hooks/use-flow-state';
import { DayPicker } from '../../../components/day-strip/day-picker';
import { SELECTION_BAR_CLEARANCE, SlotGrid } from './slot-grid';
import { StepHeading } from './step-heading';
import { TimezoneNote } from './timezone-note';
import { VenueFilters } from './venue-filters';

// Sticks to the bottom of the screen while the grid scrolls, so the way on stays in reach; one
// slim line (at most 64 px) so it never hides much of a phone's screen.
const Selection = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 64px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.3;

  > div {
    min-width: 0;
  }

  button {
    flex-shrink: 0;
  }
`;

// Two lines on a phone: the start and its day first (what was chosen), then the court and its
// price. The start never gives way: the day (already short) is the last resort of the first line,
// the court's name the only thing cut on the second (its whole name stays in the text that
// assistive technology reads, and in the tooltip).
const Line = styled.span`
  display: flex;
  white-space: nowrap;
`;

const When = styled(Line)`
  font-weight: ${({ theme }) => theme.font.weightBold};

  time {
    flex-shrink: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Shrinkable = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Price = styled.span`
  flex-shrink: 0;
`;

// While the bar shows, the slots end a bar's height above where it sits, so the last row always
// scrolls clear of it; without a bar there is nothing to clear.
const Slots = styled.section<{ $clearBar: boolean }>`
  padding-bottom: ${({ $clearBar }) => ($clearBar ? SELECTION_BAR_CLEARANCE : '0')};
`;

interface Props {
  readonly venue: VenueDetail;
  readonly state: FlowState & { readonly date: string };
  readonly update: UpdateFlow;
  readonly today: string;
  readonly availability: SWRResponse<VenueAvailability>;
  readonly signedIn: boolean;
  readonly focusHeading: boolean;
  readonly onReserve: () => void;
}

/** Step 1: sport, court, day and a free start. */
export function SlotStep({ venue, state, update, today, availability, signedIn, focusHeading, onReserve }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const lastBookable = availability.data?.last_bookable_date ?? addCalendarDays(today, venue.max_advance_days);
  const chosen = findSlot(availability.data, state.object, state.start);

  return (
    // Tighter than the other steps: on a 360 × 780 phone the first start must show without scrolling.
    <Stack $gap="md">
      <StepHeading focusOnMount={focusHeading}>{t('courts.steps.slot')}</StepHeading>
      <Stack $gap="sm">
        <VenueFilters venue={venue} state={state} update={update} />
        {state.sport !== null && (
          <DayPicker today={today} lastBookable={lastBookable} value={state.date} onChange={(date) => update({ date })} />
        )}
      </Stack>
      {state.sport !== null && (
        <>
          <Slots aria-labelledby="free-slots-heading" aria-busy={availability.isValidating} $clearBar={Boolean(chosen)}>
            <Stack $gap="sm">
              {/* The grid's header row says what it is; the heading is for finding it by headings. */}
              <VisuallyHidden as="h3" id="free-slots-heading">
                {t('courts.freeSlots')}
              </VisuallyHidden>
              <AvailabilityView state={state} availability={availability} update={update} lastBookable={lastBookable} />
              <TimezoneNote timeZone={venue.timezone} at={state.start} />
              {!signedIn && <Text variant="small">{t('courts.signInHint')}</Text>}
            </Stack>
          </Slots>
        </>
      )}
      {chosen && (
        <Selection role="region" aria-label={t('courts.chosenSlot')}>
          <div>
            <When>
              <time dateTime={chosen.slot.start_time}>{chosen.slot.local_time}</time>
              <Shrinkable>, {formatVenueDay(chosen.slot.start_time, venue.timezone, language)}</Shrinkable>
            </When>
            <Line>
              <Shrinkable title={chosen.object.name}>{chosen.object.name}</Shrinkable>
              <Price>&nbsp;· {t('courts.pricePerHour', { price: formatMoney(chosen.slot.prices[0] ?? 0, language) })}</Price>
            </Line>
          </div>
          <Button onClick={onReserve}>{t('courts.reserve')}</Button>
        </Selection>
      )}
    </Stack>
  );
}

function AvailabilityView({
  state,
  availability,
  update,
  lastBookable,
}: {
  readonly state: FlowState & { readonly date: string };
  readonly availability: SWRResponse<VenueAvailability>;
  readonly update: UpdateFlow;
  readonly lastBookable: string;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const { data, error, isValidating, mutate } = availability;
  const { sport, courtType, court } = state;
  // The same array while the answer and the filters are, so the grid keeps its matrix between renders.
  const courts = useMemo(() => (data ? visibleCourts(data, { sport, courtType, court }) : []), [data, sport, courtType, court]);
  if (error) return <ErrorState message={t('courts.availabilityFailed')} onRetry={() => void mutate()} retrying={isValidating} />;
  if (!data) return <LoadingState />;
  const message = availabilityMessage(courts, data.beyond_advance_limit, state.court !== null);
  if (message) {
    const alert = (
      <Alert tone="info">{t(`courts.availability.${message}`, { date: formatCalendarDay(data.last_bookable_date, language) })}</Alert>
    );
    // An empty day (typically today, late in the evening) leads on to the next one rather than a dead end.
    const nextDay = addCalendarDays(state.date, 1);
    if (message === 'beyondAdvanceLimit') return alert;
    // A day with no time left: ask to be told when some frees, or look at the next day.
    return (
      <Stack $gap="sm" $align="flex-start">
        {alert}
        <Button variant="secondary" onClick={() => update({ notify: 'day' })}>
          {t('courts.notify')}
        </Button>
        {nextDay <= lastBookable && (
          <Button variant="secondary" onClick={() => update({ date: nextDay })}>
            {t('courts.availability.nextDay', { day: formatCalendarDay(nextDay, language) })}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <SlotGrid
      courts={courts}
      selected={state}
      onSelect={(object, start) => update({ object, start })}
      onNotify={(object, time) => update({ notify: `${object}@${time}` })}
    />
  );
}
