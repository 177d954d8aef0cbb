import type { User } from '@venue/api';

/** A complete, schema-valid user for tests. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Anna',
    last_name: 'Nowak',
    email: 'anna@example.com',
    phone_number: '+48500000999',
    is_active: true,
    phone_verified: true,
    email_verified: false,
    marketing_consent: false,
    is_deleted: false,
    user_venue_profiles: [{ id: 1, venue_id: 2, is_owner: false, is_active: true }],
    trainer_venue_profiles: [],
    user_sport_skill: [],
    billing_info: null,
    children: [],
    ...overrides,
  };
}

/** jsdom has no fetch Response; the API client reads only these members. */
export function fakeResponse(status: number, body: unknown = undefined): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'headers' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => text,
  };
  return response as Response;
}
