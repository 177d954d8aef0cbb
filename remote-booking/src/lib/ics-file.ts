// An RFC 5545 calendar file for one reservation. Loaded with import() on click only: the library
// is ~9 KB gzip that no one should pay for on page load.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Reservation } from '@venue/api/schemas/reservation';

export interface ReservationEventInput {
  readonly reservation: Pick<Reservation, 'reservation_uuid' | 'start_time' | 'end_time' | 'state'>;
  /** e.g. "Squash – Kort 3". */
  readonly summary: string;
  /** Venue name, with its address when known. */
  readonly location: string;
  readonly description: string;
  /** The reservation's details page, absolute. */
  readonly url: string;
  /** The app's host name: with the reservation's uuid it makes a UID unique and stable forever. */
  readonly domain: string;
  /** DTSTAMP; defaults to now. */
  readonly stamp?: Date;
}

/** The UID stays the same on every export, so importing again updates the event instead of duplicating it. */
export function reservationUid(uuid: string, domain: string): string {
  return `reservation-${uuid}@${domain}`;
}

/** The .ics text: one VEVENT in UTC, folded at 75 octets, CRLF line ends, text values escaped. */
export function reservationIcs(input: ReservationEventInput): string {
  const calendar = ical({
    prodId: { company: 'Venue', product: 'Player app', language: 'PL' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: reservationUid(input.reservation.reservation_uuid, input.domain),
    start: new Date(input.reservation.start_time),
    end: new Date(input.reservation.end_time),
    stamp: input.stamp ?? new Date(),
    summary: input.summary,
    location: input.location,
    description: input.description,
    url: input.url,
    status: input.reservation.state === 'active' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  const text = calendar.toString();
  // RFC 5545 §3.1: every content line ends with CRLF, the last one included.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** Hands the text to the browser as a download. */
export function downloadIcs(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
