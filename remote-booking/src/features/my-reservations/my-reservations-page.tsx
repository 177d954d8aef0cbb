import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@venue/api/schemas/reservation';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { Button, EmptyState, ErrorState, LoadingState, PageLayout, primaryLinkStyles } from '@venue/ui';
import { listMyReservations, myReservationsKey, nearestReservationsKey, type ReservationListParams } from '../../api/reservations';
import { todayIn } from '@venue/i18n';
import { NearestReservation } from './components/nearest-reservation';
import { ReservationFiltersForm } from './components/reservation-filters-form';
import { ReservationRow, RowList } from '../../components/reservations/reservation-row';
import { ReservationTabs } from './components/reservation-tabs';
import { SeriesRow } from './components/series-row';
import { NarrowedByChips } from './components/narrowed-by-chips';
import { TimezoneNote } from '../../components/reservations/timezone-note';
import { bookingVenueId } from './book-venue';
import { groupSeries, singleReservations } from './group-series';
import { isClassReservation, localDayOf } from '../../lib/reservations/reservation-format';
import {
  filtersToParams,
  isRangeValid,
  matchesFilters,
  parseFilters,
  queryWindow,
  type ReservationFilters,
  type ReservationTab,
} from './reservation-filters';

/** The longest court booking: anything that started earlier than this has ended. */
const LONGEST_BOOKING_MS = 4 * 3_600_000;

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BookLink = styled(Link)`
  ${primaryLinkStyles}
`;

/** The user's own today: the filters' days are the user's calendar. */
function userToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export function MyReservationsPage() {
  const { t } = useTranslation('booking');
  const [params, setParams] = useSearchParams();
  // Read once: the filters' defaults must not move under the user while the page is open.
  const [today] = useState(userToday);
  const filters = parseFilters(params, today);
  const valid = isRangeValid(filters);

  const window = queryWindow(filters);
  const query: ReservationListParams = { from: window.from, to: window.to, includeCancelled: filters.showCancelled };
  const list = useSWR(valid ? myReservationsKey(query) : null, () => listMyReservations(query));
  // "Now" is read when the request goes out, so a revalidation looks from the new now.
  const upcoming = useSWR(nearestReservationsKey(), () =>
    listMyReservations({ from: new Date(Date.now() - LONGEST_BOOKING_MS), includeCancelled: false }),
  );

  const update = (next: ReservationFilters) => setParams(filtersToParams(next, today), { replace: true });
  const selectTab = (tab: ReservationTab) => update({ ...filters, tab });

  const profiles = useAuthStore((state) => state.user?.user_venue_profiles);
  const known = [...(list.data ?? []), ...(upcoming.data ?? [])];
  const venueId = bookingVenueId(known, profiles ?? []);

  const shown: Reservation[] = (list.data ?? []).filter((r) => matchesFilters(r, localDayOf(r.start_time, r.venue_timezone), filters));
  const narrowedVenueName = known.find((r) => r.venue_id === filters.venueId)?.venue_name;

  return (
    <PageLayout title={t('title.myReservations')}>
      <NearestReservation reservations={upcoming.data} failed={Boolean(upcoming.error)} />
      <ReservationFiltersForm filters={filters} today={today} onChange={update} />
      <NarrowedByChips filters={filters} venueName={narrowedVenueName} onChange={update} />
      <TimezoneNote zones={[...shown, ...(upcoming.data ?? [])].map((r) => r.venue_timezone)} />
      <ReservationTabs
        label={t('myReservations.tabs.label')}
        tabs={[
          { id: 'single', label: t('myReservations.tabs.single') },
          { id: 'recurring', label: t('myReservations.tabs.recurring') },
          { id: 'single-classes', label: t('myReservations.tabs.singleClasses') },
          { id: 'recurring-classes', label: t('myReservations.tabs.recurringClasses') },
        ]}
        selected={filters.tab}
        onSelect={selectTab}
      >
        {!valid ? (
          <Count>{t('myReservations.filters.fixRange')}</Count>
        ) : list.error && !list.data ? (
          <ErrorState message={t('myReservations.list.loadFailed')} onRetry={() => void list.mutate()} retrying={list.isValidating} />
        ) : !list.data ? (
          <LoadingState label={t('myReservations.list.loading')} />
        ) : (
          <TabContent tab={filters.tab} reservations={shown} venueId={venueId} onSelect={selectTab} />
        )}
      </ReservationTabs>
    </PageLayout>
  );
}

interface TabContentProps {
  readonly tab: ReservationTab;
  readonly reservations: readonly Reservation[];
  /** Where "Book a court" leads. */
  readonly venueId: number;
  readonly onSelect: (tab: ReservationTab) => void;
}

function TabContent({ tab, reservations: all, venueId, onSelect }: TabContentProps) {
  const { t } = useTranslation('booking');
  // The class tabs list class sign-ups; the others courts, private lessons included.
  const classes = tab === 'single-classes' || tab === 'recurring-classes';
  const reservations = all.filter((reservation) => isClassReservation(reservation) === classes);
  const series = groupSeries(reservations);
  const recurringTab = classes ? 'recurring-classes' : 'recurring';
  if (tab === 'single' || tab === 'single-classes') {
    const single = singleReservations(reservations);
    return (
      <>
        <Count role="status">{t('myReservations.list.count', { count: single.length })}</Count>
        {single.length === 0 && series.length > 0 ? (
          // Standing bookings are not "nothing": say where they are instead of "no reservations".
          <EmptyState
            title={t('myReservations.empty.onlyRecurring', { count: series.length })}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  onSelect(recurringTab);
                  // This button goes away with the tab change: focus lands where the list now is.
                  document.getElementById(`reservations-tab-${recurringTab}`)?.focus();
                }}
              >
                {t('myReservations.empty.showRecurring')}
              </Button>
            }
          />
        ) : single.length === 0 ? (
          <Empty venueId={venueId} classes={classes} />
        ) : (
          <RowList aria-label={t(classes ? 'myReservations.tabs.singleClasses' : 'myReservations.tabs.single')}>
            {single.map((reservation) => (
              <ReservationRow key={reservation.id} reservation={reservation} />
            ))}
          </RowList>
        )}
      </>
    );
  }
  return (
    <>
      <Count role="status">{t('myReservations.series.count', { count: series.length })}</Count>
      {series.length === 0 ? (
        <Empty venueId={venueId} classes={classes} />
      ) : (
        <RowList aria-label={t(classes ? 'myReservations.tabs.recurringClasses' : 'myReservations.tabs.recurring')}>
          {series.map((item) => (
            <SeriesRow key={item.parentId} series={item} />
          ))}
        </RowList>
      )}
    </>
  );
}

function Empty({ venueId, classes }: { venueId: number; classes: boolean }) {
  const { t } = useTranslation('booking');
  return classes ? (
    <EmptyState
      title={t('myReservations.empty.classesTitle')}
      action={<BookLink to={paths.reservationVenue(venueId, 'classes')}>{t('myReservations.empty.browseClasses')}</BookLink>}
    />
  ) : (
    <EmptyState
      title={t('myReservations.empty.title')}
      description={t('myReservations.empty.description')}
      action={<BookLink to={paths.reservationVenue(venueId)}>{t('myReservations.empty.book')}</BookLink>}
    />
  );
}
