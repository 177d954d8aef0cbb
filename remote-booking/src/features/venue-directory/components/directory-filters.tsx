import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SportType } from '@venue/api/schemas/venue';
import { Select, TextField } from '@venue/ui';
import type { DirectoryFilters as Filters } from '../logic/filter-venues';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: end;

  > :first-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 2fr 1fr 1fr;

    > :first-child {
      grid-column: auto;
    }
  }
`;

export interface DirectoryFiltersProps {
  readonly filters: Filters;
  readonly cities: readonly string[];
  readonly sports: readonly SportType[];
  readonly onChange: (filters: Filters) => void;
}

/** Search by name or city and filter by city and sport; every change applies at once (no submit button). */
export function DirectoryFilters({ filters, cities, sports, onChange }: DirectoryFiltersProps) {
  const { t } = useTranslation('booking');
  return (
    <Form role="search" aria-label={t('venueDirectory.filters')} onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('venueDirectory.search')}
        type="search"
        autoComplete="off"
        value={filters.query}
        onChange={(event) => onChange({ ...filters, query: event.target.value })}
      />
      <Select
        label={t('venueDirectory.city')}
        value={filters.city}
        onChange={(event) => onChange({ ...filters, city: event.target.value })}
      >
        <option value="">{t('venueDirectory.anyCity')}</option>
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </Select>
      <Select
        label={t('venueDirectory.sport')}
        value={filters.sport}
        onChange={(event) => onChange({ ...filters, sport: event.target.value })}
      >
        <option value="">{t('venueDirectory.anySport')}</option>
        {sports.map((sport) => (
          <option key={sport.code} value={sport.code}>
            {sport.name}
          </option>
        ))}
      </Select>
    </Form>
  );
}
