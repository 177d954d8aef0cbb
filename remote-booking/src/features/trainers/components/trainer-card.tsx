import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PublicTrainerProfile } from '@venue/api/schemas/trainer';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { formatMoney, sportName, useLanguage } from '@venue/i18n';
import { Button, Stack, Text } from '@venue/ui';
import { TrainerAvatar } from './trainer-avatar';
import { TrainerAvailabilityPanel } from './trainer-availability';

// One column no wider than the card: the implicit `auto` column would grow to the availability's
// day strip and slots (their own scroll and wrap then never apply) and widen the page.
const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeMd};
`;

interface Props {
  readonly venue: VenueDetail;
  readonly trainer: PublicTrainerProfile;
  readonly open: boolean;
  readonly day: string;
  readonly today: string;
  readonly onToggle: () => void;
  readonly onDay: (day: string) => void;
}

/** One trainer: photo or initials, about, sports, price per hour, and (opened) their availability and booking. */
export function TrainerCard({ venue, trainer, open, day, today, onToggle, onDay }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const sports = trainer.sport_type_ids
    .map((id) => venue.sport_types.find((item) => item.id === id))
    .filter((item) => item !== undefined)
    .map((item) => sportName(item));
  const panelId = `trainer-${trainer.id}-availability`;
  return (
    <Card data-testid="trainer-card">
      <Stack $direction="row" $gap="md" $align="flex-start">
        <TrainerAvatar name={trainer.display_name} photoUrl={trainer.photo_url} />
        <Stack $gap="xs" $align="flex-start">
          <Name>{trainer.display_name}</Name>
          {sports.length > 0 && <Text variant="muted">{sports.join(', ')}</Text>}
          <Text>{t('trainers.perHour', { price: formatMoney(trainer.price_per_hour, language) })}</Text>
        </Stack>
      </Stack>
      {trainer.about && <Text>{trainer.about}</Text>}
      <div>
        <Button variant="secondary" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
          {open ? t('trainers.hideAvailability') : t('trainers.showAvailability')}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <TrainerAvailabilityPanel venue={venue} trainer={trainer} day={day} today={today} onDay={onDay} />
        </div>
      )}
    </Card>
  );
}
