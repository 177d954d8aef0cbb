import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@venue/api/schemas/reservation';
import { Alert, Button, Stack, VisuallyHidden } from '@venue/ui';

/** What the calendar event needs: a reservation, or one booking of a payment (`PaymentBooking`). */
export type CalendarReservation = Pick<
  Reservation,
  'id' | 'reservation_uuid' | 'start_time' | 'end_time' | 'state' | 'venue_name' | 'sport_object_name'
>;

export interface CalendarExportProps {
  readonly reservation: CalendarReservation;
  /** "Squash", when the venue's sports are known. */
  readonly sportName: string | null;
  /** "ul. Żółwia 12, Warszawa", when the venue's address is known. */
  readonly address: string | null;
  /** The reservation's details page (a path), for its owner; null for a payer by link, who cannot open it. */
  readonly detailsPath: string | null;
}

/** "Add to calendar (.ics)": builds the file in the browser; the generator loads on first click. */
export function CalendarExport({ reservation, sportName, address, detailsPath }: CalendarExportProps) {
  const { t } = useTranslation('booking');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'done' | 'failed' | null>(null);

  const exportFile = async () => {
    setBusy(true);
    setResult(null);
    try {
      const { downloadIcs, reservationIcs } = await import(/* webpackChunkName: "ics-file" */ '../../lib/ics-file');
      const url = detailsPath === null ? window.location.origin : `${window.location.origin}${detailsPath}`;
      const court = reservation.sport_object_name;
      const venue = reservation.venue_name;
      const text = reservationIcs({
        reservation,
        summary: sportName ? `${sportName} – ${court}` : court,
        location: address ? `${venue}, ${address}` : venue,
        description:
          detailsPath === null
            ? t('bookingRecap.calendar.descriptionShort', { venue, court })
            : t('bookingRecap.calendar.description', { venue, court, url }),
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
        {t('bookingRecap.calendar.add')}
      </Button>
      {result === 'failed' ? (
        <Alert tone="error">{t('bookingRecap.calendar.failed')}</Alert>
      ) : (
        <VisuallyHidden role="status">{result === 'done' ? t('bookingRecap.calendar.done') : ''}</VisuallyHidden>
      )}
    </Stack>
  );
}
