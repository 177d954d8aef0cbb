import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { ChoiceGroup, Select } from '@venue/ui';
import { sportName } from '@venue/i18n';
import type { FlowState } from '../logic/flow-state';
import { bookableSports, courtTypesOf, courtsOf } from '../logic/courts';
import type { UpdateFlow } from '../hooks/use-flow-state';
import { FixedValue } from './fixed-value';

// Side by side even on a phone: two short selects, and the slots start higher up the screen.
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
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

  const sports = bookableSports(venue);
  const onlySport = sports.length === 1 ? sports[0] : undefined;
  const onlyType = courtTypes.length === 1 ? courtTypes[0] : undefined;

  return (
    <>
      {onlySport ? (
        <FixedValue label={t('courts.sport')} value={sportName(onlySport)} />
      ) : (
        <ChoiceGroup
          legend={t('courts.sport')}
          name="sport"
          value={state.sport}
          options={sports.map((sport) => ({ value: sport.id, label: sportName(sport) }))}
          onChange={(sport) => update({ sport, courtType: courtTypesOf(venue, sport)[0] ?? null })}
        />
      )}
      {state.sport !== null && (onlyType === undefined || courts.length > 1) && (
        <Row>
          {onlyType !== undefined ? (
            <FixedValue label={t('courts.courtTypeLabel')} value={typeLabel(onlyType)} />
          ) : (
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
          )}
          {courts.length > 1 && (
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
          )}
        </Row>
      )}
    </>
  );
}
