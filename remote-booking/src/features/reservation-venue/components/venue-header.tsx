import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { PlainList, VisuallyHidden } from '@venue/ui';
import { AddressText } from '../../../components/address-text';
import { VenueHoursToday } from '../../../components/venue-hours-today';
import { mapUrl } from '../../../lib/map-url';
import { venueAddressLine } from '../../../lib/venue-address';

/** The id of the full rules block (`VenueRules`) the header links to. */
export const VENUE_RULES_ID = 'venue-rules';

// Smaller and tighter on a phone, so the first slot of the courts tab below stays above the fold.
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.4;

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.sizeMd};
    line-height: ${({ theme }) => theme.font.lineHeight};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Inline = styled(PlainList)`
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

export type VenueHeaderVenue = Pick<
  VenueDetail,
  'address' | 'city' | 'timezone' | 'opening_hours' | 'sport_types' | 'max_advance_days' | 'pass_only'
>;

/**
 * What a player checks before picking a slot, up front: where the venue is (with a map), whether
 * it is open today, its sports, and the rules that decide whether they can book at all (how far
 * ahead, pass holders only). The fair-use limits stay in the rules block the last link leads to.
 */
export function VenueHeader({ venue, now }: { readonly venue: VenueHeaderVenue; readonly now?: Date }) {
  const { t } = useTranslation('booking');
  const address = venueAddressLine(venue.address, venue.city);
  return (
    <section aria-label={t('venueHeader.label')}>
      <Facts>
        <dt>{t('venueHeader.address')}</dt>
        <dd>
          <Inline $direction="row">
            <li>
              <AddressText text={address} />
            </li>
            <li>
              <a href={mapUrl(address)} target="_blank" rel="noopener noreferrer">
                {t('venueHeader.map')}
                <VisuallyHidden> {t('venueHeader.mapNewTab')}</VisuallyHidden>
              </a>
            </li>
          </Inline>
        </dd>
        <dt>{t('venueHeader.hours')}</dt>
        <dd>
          <VenueHoursToday hours={venue.opening_hours} timeZone={venue.timezone} now={now} />
        </dd>
        {venue.sport_types.length > 0 && (
          <>
            <dt>{t('venueHeader.sports')}</dt>
            <dd>{venue.sport_types.map((sport) => sport.name).join(', ')}</dd>
          </>
        )}
        <dt>{t('venueHeader.rules')}</dt>
        <dd>
          <Inline $direction="row">
            <li>{t('venueRules.advance', { count: venue.max_advance_days })}</li>
            {venue.pass_only && <li>{t('venueRules.passOnly')}</li>}
            <li>
              <a href={`#${VENUE_RULES_ID}`}>{t('venueHeader.allRules')}</a>
            </li>
          </Inline>
        </dd>
      </Facts>
    </section>
  );
}
