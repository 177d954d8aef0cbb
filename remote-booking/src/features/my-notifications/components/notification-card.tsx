import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TermNotification } from '@venue/api/schemas/term-notification';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Badge, Card, Heading, Stack, Text } from '@venue/ui';
import { formatCalendarDay, formatVenueDay, formatVenueTime } from '../../../lib/venue-time';
import { useMinutesLeft } from '../../../lib/use-minutes-left';
import { STATUS_TONE, courtPhrase } from '../notification-text';
import { DeleteNotification } from './delete-notification';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

// "Book now" is the one thing to do while a court is held: a button-sized link, on its own line on a phone.
const BookNow = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface NotificationCardProps {
  readonly item: TermNotification;
  /** Deletes on the server; throws on failure. */
  readonly onDelete: () => Promise<void>;
}

/** One wish: venue, court (or any court), day and window in the venue's zone, status and what became of it. */
export function NotificationCard({ item, onDelete }: NotificationCardProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const court = courtPhrase(item, (type) => t(`courts.courtType.${type}`, { defaultValue: type }));
  const courtText = t(court.key, court.params);
  const windowText = t('myNotifications.window', {
    day: formatCalendarDay(item.date, language),
    from: item.local_start,
    to: item.local_end,
  });
  const headingId = `notification-${item.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} data-notification-id={item.id} data-outcome={item.outcome}>
      <Stack $gap="sm">
        <Header>
          <Stack $gap="xs">
            <Heading level={2} size="md" id={headingId}>
              {item.venue_name}
            </Heading>
            <Text variant="muted">
              {item.sport_type_name} · {courtText}
            </Text>
          </Stack>
          <Badge tone={STATUS_TONE[item.status]} data-testid="notification-status">
            {t(`myNotifications.status.${item.status}`)}
          </Badge>
        </Header>
        <Text>
          {windowText} · {t('myNotifications.duration', { count: item.duration_minutes })}
        </Text>
        <Outcome item={item} />
        <DeleteNotification id={item.id} what={`${item.venue_name}, ${windowText}`} held={item.outcome === 'held'} onDelete={onDelete} />
      </Stack>
    </Card>
  );
}

function Outcome({ item }: { readonly item: TermNotification }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const hold = item.hold;
  const minutesLeft = useMinutesLeft(item.outcome === 'held' && hold ? hold.held_until : null);
  if (item.outcome === 'held' && hold) {
    const zone = item.venue_timezone;
    const when = `${formatVenueDay(hold.start_time, zone, language)}, ${formatVenueTime(hold.start_time, zone, language)}–${formatVenueTime(hold.end_time, zone, language)}`;
    const until = formatVenueTime(hold.held_until, zone, language);
    return (
      <Stack $gap="sm" $align="flex-start">
        <Text>{t('myNotifications.outcome.held', { court: hold.sport_object_name, when, until })}</Text>
        {minutesLeft !== null && minutesLeft > 0 ? (
          <>
            <Text variant="small" role="timer" aria-live="off">
              {t('myNotifications.minutesLeft', { count: minutesLeft })}
            </Text>
            <BookNow to={hold.booking_path}>{t('myNotifications.bookNow')}</BookNow>
          </>
        ) : (
          <Text variant="small">{t('myNotifications.holdOver')}</Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack $gap="xs" $align="flex-start">
      <Text>{t(`myNotifications.outcome.${item.outcome}`)}</Text>
      {item.outcome === 'booked' && item.reservation_id !== null && (
        <Link to={paths.reservationDetails(item.venue_id, item.reservation_id)}>{t('myNotifications.reservation')}</Link>
      )}
    </Stack>
  );
}
