import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { ChoiceGroup, Select } from '@venue/ui';
import { sportName } from '@venue/i18n';
import type { FlowState } from '../logic/flow-state';
import { bookableSports, courtTypesOf, courtsOf } from '../logic/courts';
import type { UpdateFlow } from '../hooks/use-flow-state';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

interface Props {
  readonly venue: VenueDetail;
  readonly state: FlowState;
  readonly update: UpdateFlow;
}

/** Sport, then court type and court ("any court" lets the free slots decide). */
export function VenueFilters({ venue, state, update }: Props) {
  const { t } = useTranslation('booking');
  const courtTypes = courtTypesOf(venue, state.sport);
  const courts = courtsOf(venue, state.sport, state.courtType);
  const typeLabel = (type: string) => t(`courts.courtType.${type}`, { defaultValue: type });

  return (
    <>
      <ChoiceGroup
        legend={t('courts.sport')}
        name="sport"
        value={state.sport}
        options={bookableSports(venue).map((sport) => ({ value: sport.id, label: sportName(sport) }))}
        onChange={(sport) => update({ sport, courtType: courtTypesOf(venue, sport)[0] ?? null })}
      />
      {state.sport !== null && (
        <Row>
          <Select
            label={t('courts.courtTypeLabel')}
            value={state.courtType ?? ''}
            onChange={(event) => update({ courtType: event.target.value || null })}
          >
            {courtTypes.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </Select>
          <Select
            label={t('courts.court')}
            value={state.court ?? ''}
            onChange={(event) => update({ court: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('courts.anyCourt')}</option>
            {courts.map((court) => (
              <option key={court.id} value={court.id}>
                {court.name}
              </option>
            ))}
          </Select>
        </Row>
      )}
    </>
  );
}
