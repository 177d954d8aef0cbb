import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@venue/routes';
import { Alert, Button, Stack } from '@venue/ui';
import type { UpdateFlow } from '../hooks/use-flow-state';
import { StepHeading } from './step-heading';

interface Props {
  readonly venueId: number;
  readonly reservationId: number | null;
  readonly seriesId: number | null;
  readonly focusHeading: boolean;
  readonly update: UpdateFlow;
}

/** After an on-site booking: it is done, where to see it, and a way to book another. */
export function DoneStep({ venueId, reservationId, seriesId, focusHeading, update }: Props) {
  const { t } = useTranslation('booking');
  return (
    <Stack $gap="md" $align="flex-start">
      <StepHeading focusOnMount={focusHeading}>{t('courts.done.heading')}</StepHeading>
      <Alert tone="success">{seriesId !== null ? t('courts.done.seriesBooked') : t('courts.done.booked')}</Alert>
      <Stack $direction="row" $gap="md" $wrap>
        {seriesId !== null ? (
          <Link to={paths.myReservationsRecurring(seriesId)}>{t('courts.done.series')}</Link>
        ) : (
          reservationId !== null && <Link to={paths.reservationDetails(venueId, reservationId)}>{t('courts.done.details')}</Link>
        )}
        <Link to={paths.myReservations()}>{t('courts.done.myReservations')}</Link>
      </Stack>
      <Button
        variant="secondary"
        onClick={() => update({ step: 'slot', object: null, start: null, booked: null, series: null, until: null })}
      >
        {t('courts.done.bookAnother')}
      </Button>
    </Stack>
  );
}
