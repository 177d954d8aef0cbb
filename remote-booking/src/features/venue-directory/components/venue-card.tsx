import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { paths } from '@venue/routes';
import { Card, PlainList } from '@venue/ui';
import { AddressText } from '../../../components/address-text';
import { VenueHoursToday } from '../../../components/venue-hours-today';
import { venueAddressLine } from '../../../lib/venue-address';

const Item = styled(Card).attrs({ as: 'article' })`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.font.sizeLg};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  a:focus-visible {
    outline: none;
  }

  /* The whole card is the link's target on a touch screen; the heading stays the one link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sports = styled(PlainList)`
  margin-top: ${({ theme }) => theme.space.xs};

  li {
    padding: 0.125rem ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

/** One venue in the directory: its name (the link to its page), address, today's hours and sports. */
export function VenueCard({ venue, now }: { readonly venue: VenueSummary; readonly now?: Date }) {
  const { t } = useTranslation('booking');
  return (
    <Item>
      <Name>
        <Link to={paths.reservationVenue(venue.id)}>{venue.name}</Link>
      </Name>
      <Muted>
        <AddressText text={venueAddressLine(venue.address, venue.city)} />
      </Muted>
      <p>
        <VenueHoursToday hours={venue.opening_hours} timeZone={venue.timezone} now={now} />
      </p>
      {venue.sport_types.length > 0 && (
        <Sports $direction="row" $gap="xs" aria-label={t('venueDirectory.sports')}>
          {venue.sport_types.map((sport) => (
            <li key={sport.id}>{sport.name}</li>
          ))}
        </Sports>
      )}
    </Item>
  );
}
