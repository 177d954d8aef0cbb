import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ShareCard } from '@venue/api/schemas/statistics';
import { useLanguage } from '@venue/i18n';
import { DescriptionList, type DescriptionItemData } from '@venue/ui';
import { clockTime, formatNumber, hourLabel, hoursText } from '../figures/number-words';
import { monthName, weekdayName } from '../month';

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/**
 * A share card as the server answers it (`ShareCard`: only the ticked fields are present), so the
 * preview holds exactly what the public page will: nothing the server left out can appear here.
 */
export function ShareCardView({ card }: { readonly card: ShareCard }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const month = monthName(card.month, language);
  const name = [card.first_name, card.last_name].filter(Boolean).join(' ');
  const items: DescriptionItemData[] = [];
  const none = t('statistics.card.none');
  if (card.reservations) {
    items.push({
      key: 'reservations',
      term: t('statistics.card.reservations'),
      detail: `${card.reservations.total} (${t('statistics.card.played', { count: card.reservations.played })})`,
    });
  }
  if (card.minutes_played !== undefined) {
    items.push({ key: 'hours', term: t('statistics.card.hours'), detail: hoursText(t, card.minutes_played, language) });
  }
  if (card.cancelled !== undefined) items.push({ key: 'cancelled', term: t('statistics.card.cancelled'), detail: String(card.cancelled) });
  if (card.favourite_sport !== undefined) {
    items.push({ key: 'sport', term: t('statistics.card.sport'), detail: card.favourite_sport?.name ?? none });
  }
  if (card.favourite_venues) {
    items.push({
      key: 'venues',
      term: t('statistics.card.venues'),
      detail:
        card.favourite_venues.length === 0
          ? none
          : card.favourite_venues
              .map((venue) => [venue.name, venue.address, venue.city].filter(Boolean).join(', ') + ` (${venue.count})`)
              .join('; '),
    });
  }
  if (card.favourite_time) {
    const { weekday, hour } = card.favourite_time;
    items.push({
      key: 'time',
      term: t('statistics.card.time'),
      detail:
        weekday === null || hour === null
          ? none
          : t('statistics.card.timeValue', { weekday: weekdayName(weekday, language), hour: hourLabel(hour) }),
    });
  }
  if (card.play_style) {
    const style = card.play_style;
    items.push({
      key: 'style',
      term: t('statistics.card.style'),
      detail:
        style.average_start_minute === null || style.average_duration_minutes === null
          ? none
          : t('statistics.card.styleValue', {
              start: clockTime(Math.round(style.average_start_minute)),
              duration: t('statistics.minutes', { count: Math.round(style.average_duration_minutes) }),
              perWeek: t('statistics.perWeek', {
                count: style.sessions_per_week,
                formatted: formatNumber(style.sessions_per_week, language),
              }),
            }),
    });
  }
  if (card.match_format) {
    items.push({ key: 'format', term: t('statistics.card.format'), detail: t('statistics.card.formatValue', card.match_format) });
  }
  if (card.trend) {
    const { last_3_minutes: last, change_percent: change } = card.trend;
    const hours = hoursText(t, last, language);
    const percent = change === null ? '' : formatNumber(Math.abs(change), language);
    const key = change === null ? 'trendNoPrevious' : change > 0 ? 'trendUp' : change < 0 ? 'trendDown' : 'trendSame';
    items.push({ key: 'trend', term: t('statistics.card.trend'), detail: t(`statistics.card.${key}`, { hours, percent }) });
  }
  return (
    <Card data-testid="share-card">
      <Title>{name ? t('statistics.card.titleNamed', { name, month }) : t('statistics.card.title', { month })}</Title>
      {items.length > 0 && <DescriptionList layout="stacked" items={items} />}
    </Card>
  );
}
