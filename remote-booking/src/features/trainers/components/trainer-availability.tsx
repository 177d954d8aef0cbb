import { useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import useSWR from 'swr';
import type { PublicTrainerProfile } from '@venue/api/schemas/trainer';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { addCalendarDays, formatMoney, useLanguage } from '@venue/i18n';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { EmptyState, ErrorState, PlainList, Skeleton, SkeletonGroup, Stack, Text } from '@venue/ui';
import { getTrainerAvailability, trainerAvailabilityKey } from '../../../api/trainers';
import { DayPicker } from '../../../components/day-strip/day-picker';
import { TimezoneNote } from '../../../components/reservations/timezone-note';
import { formatVenueTime } from '../../../lib/venue-time';
import { INITIAL_LESSON, lessonReducer } from '../logic/lesson-state';
import { LessonBooking } from './lesson-booking';

const Slots = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
`;

const Slot = styled.button<{ $chosen: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ $chosen }) => ($chosen ? '2px' : '1px')} solid
    ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.primarySubtle : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface Props {
  readonly venue: VenueDetail;
  readonly trainer: PublicTrainerProfile;
  readonly day: string;
  readonly today: string;
  readonly onDay: (day: string) => void;
}

/** A trainer's day: the strip, the starts when trainer and a court are both free, and booking one as a private lesson. */
export function TrainerAvailabilityPanel({ venue, trainer, day, today, onDay }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAuthStore((s) => s.user);
  const [state, dispatch] = useReducer(lessonReducer, INITIAL_LESSON);
  const availability = useSWR(trainerAvailabilityKey(venue.id, trainer.id, day), ([, , venueId, trainerId, date]) =>
    getTrainerAvailability(venueId, trainerId, date),
  );
  const slots = availability.data?.slots ?? [];
  const chosen = state.step === 'browse' ? null : state.choice.start;
  // Signing in comes back to this trainer and day (both in the address).
  const signIn = () => navigate(paths.login(), { state: { from: `${location.pathname}${location.search}` } });

  return (
    <Stack $gap="md">
      <DayPicker
        today={today}
        lastBookable={addCalendarDays(today, venue.max_advance_days)}
        value={day}
        onChange={(next) => {
          dispatch({ type: 'cancel' });
          onDay(next);
        }}
        name={`trainer-${trainer.id}-day`}
        legend={t('trainers.day', { name: trainer.display_name })}
      />
      <TimezoneNote zones={[venue.timezone]} />
      {availability.error && !availability.data ? (
        <ErrorState
          message={t('trainers.availabilityFailed')}
          onRetry={() => void availability.mutate()}
          retrying={availability.isValidating}
        />
      ) : !availability.data ? (
        <SkeletonGroup label={t('trainers.loadingAvailability')}>
          <Slots $gap="sm" as="div">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height="2.75rem" radius="md" />
            ))}
          </Slots>
        </SkeletonGroup>
      ) : availability.data.beyond_advance_limit ? (
        <EmptyState title={t('trainers.beyondLimit')} />
      ) : slots.length === 0 ? (
        <EmptyState title={t('trainers.noSlots')} description={t('trainers.noSlotsHint')} />
      ) : (
        <Slots $gap="sm" aria-label={t('trainers.slots', { name: trainer.display_name })}>
          {slots.map((slot) => {
            const isChosen = chosen === slot.start_time;
            return (
              <li key={slot.start_time}>
                <Slot
                  type="button"
                  $chosen={isChosen}
                  aria-pressed={isChosen}
                  onClick={() =>
                    user
                      ? dispatch({ type: 'pick', start: slot.start_time, prices: slot.prices, courts: slot.venue_sport_object_ids })
                      : signIn()
                  }
                >
                  <time dateTime={slot.start_time}>{formatVenueTime(slot.start_time, venue.timezone, language)}</time>
                  <br />
                  {slot.prices[0] !== undefined && <small>{formatMoney(slot.prices[0], language)}</small>}
                </Slot>
              </li>
            );
          })}
        </Slots>
      )}
      {!user && slots.length > 0 && <Text variant="small">{t('trainers.visitorNote')}</Text>}
      {state.step !== 'browse' && (
        <LessonBooking
          venue={venue}
          trainer={trainer}
          state={state}
          dispatch={dispatch}
          onSlotGone={() => void availability.mutate()}
          onSignIn={signIn}
        />
      )}
    </Stack>
  );
}
