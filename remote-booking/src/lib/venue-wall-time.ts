// The instant at which a venue's clock shows a wall time on a day: what a form that asks for
// "18:00 on 3 June, venue time" sends as an ISO instant. Separate from venue-time.ts so the pages
// that only format venue times do not download it.
import { cachedDateTimeFormat } from '@venue/i18n';

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = cachedDateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * `day` `YYYY-MM-DD` and `time` `HH:MM` on the venue's clock → ISO instant. A wall time a DST
 * change skips resolves past the gap; one it repeats, to its first occurrence.
 */
export function venueWallTimeToInstant(day: string, time: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  // The zone's offsets a day either side; a candidate counts when the offset at it is the one used.
  const DAY = 24 * 60 * 60_000;
  const offsets = [offsetMinutes(wall - DAY, timeZone), offsetMinutes(wall + DAY, timeZone)];
  const valid = offsets.map((offset) => wall - offset * 60_000).filter((at, i) => offsetMinutes(at, timeZone) === offsets[i]);
  // None valid: the wall time falls in a spring gap; the earlier offset lands just past it.
  const at = valid.length > 0 ? Math.min(...valid) : wall - (offsets[0] ?? 0) * 60_000;
  return new Date(at).toISOString();
}

/** Adds minutes to a `HH:MM` wall time, capped at 24:00 (the end of the day). */
export function addWallMinutes(time: string, minutes: number): string {
  const [hour, minute] = time.split(':').map(Number);
  const total = Math.min(24 * 60, (hour ?? 0) * 60 + (minute ?? 0) + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
