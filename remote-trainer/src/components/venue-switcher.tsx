import useSWR from 'swr';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { TrainerVenueProfile } from '@venue/api/schemas/user';
import { Select } from '@venue/ui';
import { listVenues, venuesKey } from '../api/trainer-area';

const SwitcherRow = styled.div`
  max-width: 24rem;
`;

export interface VenueSwitcherProps {
  readonly profiles: readonly TrainerVenueProfile[];
  readonly venueId: number;
  readonly onSelect: (venueId: number) => void;
}

/**
 * Which venue's area shows, for a trainer at several; nothing for a trainer at one (not even its
 * row: an empty row would still take the page's gap under the title).
 */
export function VenueSwitcher({ profiles, venueId, onSelect }: VenueSwitcherProps) {
  const { t } = useTranslation('trainer');
  // Names are a nicety: until they come (or if they fail) the venue's number stands in.
  const venues = useSWR(profiles.length > 1 ? venuesKey() : null, () => listVenues());
  if (profiles.length < 2) return null;
  const nameOf = (id: number) => venues.data?.find((venue) => venue.id === id)?.name ?? t('area.venueNumber', { id });
  return (
    <SwitcherRow>
      <Select label={t('area.venue')} value={venueId} onChange={(event) => onSelect(Number(event.target.value))}>
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.venue_id}>
            {profile.status === 'pending' ? t('area.venuePending', { name: nameOf(profile.venue_id) }) : nameOf(profile.venue_id)}
          </option>
        ))}
      </Select>
    </SwitcherRow>
  );
}
