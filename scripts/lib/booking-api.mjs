// Bookings made through the API, as a signed-in player: the web bench and the screenshots need a
// reservation to show (pay-by-link, details). Booking API: backend/README.md.

const VENUE_ZONE = 'Europe/Warsaw';

/** The calendar day `daysAhead` after `now` in the venues' zone, `YYYY-MM-DD`. */
export function venueDay(daysAhead, now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** A JSON call to the API base (`…/api`), with the player's bearer token when given. */
export async function apiCall(apiBase, token, method, path, body) {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Books the first free hour at `venueId`, `daysAhead` days ahead, from `from` (local `HH:MM`) on,
 * on the first court that has one, accepting the venue's required regulations.
 * @returns {Promise<{ id: number, reservation_uuid: string }>} the reservation
 */
export async function bookFirstFreeHour(apiBase, token, { venueId, daysAhead, payment, from = '00:00' }) {
  const day = venueDay(daysAhead);
  const availability = await apiCall(apiBase, token, 'GET', `/marketplace/venue/get_object_availabilities/${venueId}?date=${day}`);
  const isFree = (slot) => slot.local_time >= from && slot.prices.length > 0;
  const court = availability.objects.find((object) => object.slots.some(isFree));
  const slot = court?.slots.find(isFree);
  if (!court || !slot) throw new Error(`no free slot at venue ${venueId} on ${day} from ${from}`);
  const venue = await apiCall(apiBase, token, 'GET', `/marketplace/venue/${venueId}`);
  const start = new Date(slot.start_time);
  const created = await apiCall(apiBase, token, 'POST', '/users/reservation', {
    venue_id: venueId,
    venue_sport_object_id: court.id,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3_600_000).toISOString(),
    payment,
    accepted_regulation_ids: venue.regulations.filter((r) => r.required).map((r) => r.id),
  });
  const reservation = created.reservations[0];
  if (!reservation) throw new Error('the booking answered no reservation');
  return reservation;
}
