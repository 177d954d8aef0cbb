import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ObjectAvailability } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Text, VisuallyHidden } from '@venue/ui';
import { sameInstant } from '../logic/courts';

const Courts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const CourtName = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeMd};
`;

const Slots = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SlotButton = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.xs};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  /* Keeps a focused slot clear of the sticky selection bar below the grid. */
  scroll-margin-bottom: 9rem;

  strong {
    font-variant-numeric: tabular-nums;
  }

  span {
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

interface Props {
  readonly courts: readonly ObjectAvailability[];
  readonly selected: { readonly object: number | null; readonly start: string | null };
  readonly onSelect: (objectId: number, start: string) => void;
}

/** Free starts per court: local time and the price of an hour; the chosen one is pressed. */
export function SlotGrid({ courts, selected, onSelect }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (
    <Courts>
      {courts.map((court) => (
        <section key={court.id} aria-labelledby={`court-${court.id}`}>
          <CourtName id={`court-${court.id}`}>{court.name}</CourtName>
          {court.slots.length === 0 ? (
            <Text variant="muted">{t('courts.noSlots')}</Text>
          ) : (
            <Slots>
              {court.slots.map((slot) => {
                const isSelected = selected.object === court.id && selected.start !== null && sameInstant(selected.start, slot.start_time);
                const price = formatMoney(slot.prices[0] ?? 0, language);
                return (
                  <li key={slot.start_time}>
                    <SlotButton
                      type="button"
                      $selected={isSelected}
                      aria-pressed={isSelected}
                      onClick={() => onSelect(court.id, slot.start_time)}
                    >
                      {/* The name starts with the court and ends with "per hour" for screen readers, around the visible text. */}
                      <VisuallyHidden>{court.name}, </VisuallyHidden>
                      <strong>{slot.local_time}</strong> <span>{price}</span>
                      <VisuallyHidden> {t('courts.perHour')}</VisuallyHidden>
                    </SlotButton>
                  </li>
                );
              })}
            </Slots>
          )}
        </section>
      ))}
    </Courts>
  );
}
