// Calls to the backend under test, for specs that prepare data without the UI.
import { urls } from './env.ts';
import { clientAddress } from './test.ts';
import type { Session } from './session.ts';

/** The demo venues' zone. */
export const VENUE_ZONE = 'Europe/Warsaw';

/** One call under the API base (`/users/…`, `/marketplace/…`), as `session` or anonymously. */
export function apiCall(session: Session | null, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${urls.apiBase}${path}`, {
    method,
    headers: {
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      // The test's own client address, so per-IP limits count each test apart (see test.ts).
      'x-forwarded-for': clientAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Like `apiCall`, for calls that must succeed: the parsed answer, or an error naming the status. */
export async function api<T>(session: Session | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiCall(session, method, path, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The calendar day `daysAhead` after today in the venues' zone, `YYYY-MM-DD`. */
export function venueDay(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}
