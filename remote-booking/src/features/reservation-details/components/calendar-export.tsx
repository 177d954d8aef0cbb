import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@venue/api/schemas/reservation';
import { paths } from '@venue/routes';
import { Alert, Button, Stack, VisuallyHidden } from '@venue/ui';

export interface CalendarExportProps {
  readonly reservation: Reservation;
  /** "Squash", when the venue's sports are known. */
  readonly sportName: string | null;
  /** "ul. Żółwia 12, Warszawa", when the venue's address is known. */
  readonly address: string | null;
}

/** "Add to calendar (.ics)": builds the file in the browser; the generator loads on first click. */
export function CalendarExport({ reservation, sportName, address }: CalendarExportProps) {
  const { t } = useTranslation('booking');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'done' | 'failed' | null>(null);

  const exportFile = async () => {
    setBusy(true);
    setResult(null);
    try {
      const { downloadIcs, reservationIcs } = await import(/* webpackChunkName: "ics-file" */ '../ics-file');
      const url = `${window.location.origin}${paths.reservationDetails(reservation.venue_id, reservation.id)}`;
      const court = reservation.sport_object_name;
      const text = reservationIcs({
        reservation,
        summary: sportName ? `${sportName} – ${court}` : court,
        location: address ? `${reservation.venue_name}, ${address}` : reservation.venue_name,
        description: t('reservationDetails.calendar.description', { venue: reservation.venue_name, court, url }),
        url,
        domain: window.location.hostname || 'localhost',
      });
      downloadIcs(text, `reservation-${reservation.id}.ics`);
      setResult('done');
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack $gap="sm" $align="flex-start">
      <Button variant="secondary" onClick={exportFile} loading={busy}>
        {t('reservationDetails.calendar.add')}
      </Button>
      {result === 'failed' ? (
        <Alert tone="error">{t('reservationDetails.calendar.failed')}</Alert>
      ) : (
        <VisuallyHidden role="status">{result === 'done' ? t('reservationDetails.calendar.done') : ''}</VisuallyHidden>
      )}
    </Stack>
  );
}
