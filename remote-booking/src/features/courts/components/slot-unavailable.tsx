import { useTranslation } from 'react-i18next';
import type { SlotTakenBody } from '@venue/api/schemas/reservation';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Alert, Button, Stack } from '@venue/ui';
import { formatVenueRange } from '../../../lib/venue-time';
import { StepHeading } from './step-heading';

interface Props {
  readonly timeZone: string;
  /** Present after a 409: the nearest free starts of the same court and duration. */
  readonly alternatives: SlotTakenBody['alternatives'] | null;
  readonly onPick: (start: string) => void;
  readonly onChooseAnother: () => void;
}

/** The chosen slot is gone (just taken, or no longer offered): the nearest free ones, or back to the grid. */
export function SlotUnavailable({ timeZone, alternatives, onPick, onChooseAnother }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (
    <Stack $gap="md" $align="flex-start">
      <StepHeading focusOnMount>{t('courtsBooking.conflict.heading')}</StepHeading>
      <Alert tone="warning">{alternatives ? t('courtsBooking.errors.slotTaken') : t('courtsBooking.conflict.gone')}</Alert>
      {alternatives && alternatives.length > 0 && (
        <section aria-labelledby="alternatives-heading">
          <Stack $gap="sm" $align="flex-start">
            <h3 id="alternatives-heading">{t('courtsBooking.conflict.alternatives')}</h3>
            <Stack $direction="row" $gap="sm" $wrap>
              {alternatives.map((alternative) => (
                <Button key={alternative.start_time} variant="secondary" onClick={() => onPick(alternative.start_time)}>
                  {formatVenueRange(alternative.start_time, alternative.end_time, timeZone, language)} ·{' '}
                  {formatMoney(alternative.price, language)}
                </Button>
              ))}
            </Stack>
          </Stack>
        </section>
      )}
      {alternatives && alternatives.length === 0 && <p>{t('courtsBooking.conflict.noAlternatives')}</p>}
      <Button variant={alternatives && alternatives.length > 0 ? 'link' : 'primary'} onClick={onChooseAnother}>
        {t('courtsBooking.chooseAnotherTime')}
      </Button>
    </Stack>
  );
}
