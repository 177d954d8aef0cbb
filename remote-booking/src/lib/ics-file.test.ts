import { reservationIcs, reservationUid } from './ics-file';

const input = {
  reservation: {
    reservation_uuid: '3f0c7a52-1b9e-4c1e-9a55-2d1f4b6a7c80',
    start_time: '2030-06-03T16:00:00.000Z',
    end_time: '2030-06-03T17:30:00.000Z',
    state: 'active' as const,
  },
  summary: 'Squash – Kort 3',
  location: 'Squash Arena Warszawa, ul. Żółwia 12; Warszawa',
  description:
    'Rezerwacja kortu: Squash Arena Warszawa, Kort 3. Szczegóły, odwołanie i płatność: http://localhost:3000/reservation/1/details/42 — zażółć gęślą jaźń',
  url: 'http://localhost:3000/reservation/1/details/42',
  domain: 'localhost',
  stamp: new Date('2030-06-01T10:00:00.000Z'),
};

/** The content lines with folding undone (RFC 5545 §3.1). */
function unfolded(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('reservationIcs', () => {
  it('is one VEVENT in a VCALENDAR with the reservation in UTC', () => {
    const lines = unfolded(reservationIcs(input));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.find((line) => line.startsWith('PRODID:'))).toBeDefined();
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:reservation-3f0c7a52-1b9e-4c1e-9a55-2d1f4b6a7c80@localhost');
    expect(lines).toContain('DTSTART:20300603T160000Z');
    expect(lines).toContain('DTEND:20300603T173000Z');
    expect(lines).toContain('DTSTAMP:20300601T100000Z');
    expect(lines).toContain('SUMMARY:Squash – Kort 3');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('keeps the UID stable across exports, whatever the time of export', () => {
    const uid = (text: string) => unfolded(text).find((line) => line.startsWith('UID:'));
    const first = reservationIcs(input);
    const later = reservationIcs({ ...input, stamp: new Date('2030-06-02T08:00:00.000Z'), summary: 'Other' });
    expect(uid(first)).toBe(uid(later));
    expect(uid(first)).toBe(`UID:${reservationUid(input.reservation.reservation_uuid, 'localhost')}`);
  });

  it('ends every line with CRLF and never a bare LF', () => {
    const text = reservationIcs(input);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines longer than 75 octets, counting UTF-8 bytes, without splitting a character', () => {
    const text = reservationIcs(input);
    const physical = text.split('\r\n');
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
    const description = unfolded(text).find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(`DESCRIPTION:${input.description.replace(/,/g, '\\,')}`);
  });

  it('escapes commas, semicolons, backslashes and newlines in text values', () => {
    const lines = unfolded(reservationIcs({ ...input, summary: 'A, B; C\\D\nE' }));
    expect(lines).toContain('SUMMARY:A\\, B\\; C\\\\D\\nE');
    expect(lines).toContain('LOCATION:Squash Arena Warszawa\\, ul. Żółwia 12\\; Warszawa');
  });

  it('marks a cancelled reservation as cancelled', () => {
    const lines = unfolded(reservationIcs({ ...input, reservation: { ...input.reservation, state: 'cancelled' } }));
    expect(lines).toContain('STATUS:CANCELLED');
  });
});
