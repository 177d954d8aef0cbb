import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '@venue/api';
import type { TermNotification } from '@venue/api/schemas/term-notification';
import { paths } from '@venue/routes';
import { EmptyState, ErrorState, PageLayout, PlainList, Stack, VisuallyHidden } from '@venue/ui';
import { deleteNotification, listMyNotifications, myNotificationsKey } from '../../api/term-notifications';
import { CarnetListSkeleton } from '../../components/loading-skeletons';
import { TimezoneNote } from '../../components/reservations/timezone-note';
import { NotificationCard } from './components/notification-card';

// A live hold counts down on the card; asking again each minute moves a hold that lapsed (or was
// booked from the message on another device) to its outcome without a reload.
const REFRESH_WHILE_HELD_MS = 60_000;

/** /my-notifications: the player's court-availability notifications, newest first. */
export function MyNotificationsPage() {
  const { t } = useTranslation('booking');
  const list = useSWR(myNotificationsKey(), () => listMyNotifications(), {
    refreshInterval: (data) => (data?.some((item) => item.outcome === 'held') ? REFRESH_WHILE_HELD_MS : 0),
  });

  // Said once a card is gone (its delete button, where focus was, went with it). Not a toast: the
  // toast store is not otherwise in this remote, and would weigh on every booking page's first download.
  const [status, setStatus] = useState('');

  const remove = async (item: TermNotification) => {
    try {
      await deleteNotification(item.id, item.venue_id);
    } catch (failure) {
      // Already gone (deleted on another device): the list catches up, nothing to retry.
      if (!(isApiError(failure) && failure.status === 404)) throw failure;
    }
    await list.mutate((items) => items?.filter((other) => other.id !== item.id), { revalidate: true });
    setStatus(t('myNotifications.delete.done'));
  };

  let content;
  if (list.error && !list.data) {
    content = <ErrorState message={t('myNotifications.loadFailed')} onRetry={() => void list.mutate()} retrying={list.isValidating} />;
  } else if (!list.data) {
    content = <CarnetListSkeleton label={t('myNotifications.loading')} />;
  } else if (list.data.length === 0) {
    content = (
      <EmptyState
        title={t('myNotifications.empty')}
        description={t('myNotifications.emptyHint')}
        action={<Link to={paths.venues()}>{t('myNotifications.findVenue')}</Link>}
      />
    );
  } else {
    content = (
      <Stack $gap="md">
        <TimezoneNote zones={list.data.map((item) => item.venue_timezone)} />
        <PlainList $gap="md">
          {list.data.map((item) => (
            <li key={item.id}>
              <NotificationCard item={item} onDelete={() => remove(item)} />
            </li>
          ))}
        </PlainList>
      </Stack>
    );
  }

  return (
    <PageLayout title={t('title.myNotifications')}>
      {content}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </PageLayout>
  );
}
