import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import * as v from 'valibot';
import {
  TERM_NOTIFICATION_MAX_PENDING,
  TermNotificationListSchema,
  TermNotificationSchema,
  type TermNotification,
  type VenueDetail,
} from '@venue/api';
import { bearer } from '../../testing/auth-helpers.js';
import { sportAt, venueDetail } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { wishPlayer, type WishAnswer } from '../../testing/term-notification-helpers.js';
import { useTestDatabase } from '../../testing/test-database.js';

type Answer = WishAnswer;
const BASE = '/api/users/reservation/term_notification';

describe('term notifications: ask, list, delete', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let venue: VenueDetail;
  let squash: number;

  before(async () => {
    t = await buildTestApp(ctx.database);
    venue = await venueDetail(t, 1);
    squash = sportAt(venue, 'squash').id;
  });

  beforeEach(() => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
  });

  async function player(account = true): Promise<{ token: string; profileId: number }> {
    return wishPlayer(t, ctx.database, account ? 1 : null);
  }

  const wish = (profileId: number, extra: Record<string, unknown> = {}) => ({
    venue_id: 1,
    tag_id: squash,
    start_time: '2030-06-03T15:00:00.000Z',
    end_time: '2030-06-03T18:00:00.000Z',
    duration_minutes: 60,
    user_venue_profile_id: profileId,
    ...extra,
  });
  const ask = (token: string, body: Record<string, unknown>) => call<Answer>(t.app, 'POST', BASE, body, bearer(token));
  const list = async (token: string) => {
    const answer = await call<TermNotification[]>(t.app, 'GET', BASE, undefined, bearer(token));
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(v.is(TermNotificationListSchema, answer.body), JSON.stringify(answer.body));
    return answer.body;
  };

  it('records a pending wish for any court of the kind and lists it in the venue’s zone', async () => {
    const { token, profileId } = await player();
    const created = await ask(token, wish(profileId));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.ok(v.is(TermNotificationSchema, created.body));
    assert.deepEqual(
      {
        status: created.body.status,
        outcome: created.body.outcome,
        court: created.body.venue_sport_object_id,
        date: created.body.date,
        local: [created.body.local_start, created.body.local_end],
        hold: created.body.hold,
      },
      { status: 'pending', outcome: 'waiting', court: null, date: '2030-06-03', local: ['17:00', '20:00'], hold: null },
    );
    assert.deepEqual(
      (await list(token)).map((item) => item.id),
      [created.body.id],
    );
  });

  it('names one court when asked, and refuses a court of another sport', async () => {
    const { token, profileId } = await player();
    const court = venue.sport_objects.find((object) => object.sport_type_id === squash);
    const other = venue.sport_objects.find((object) => object.sport_type_id !== squash);
    assert.ok(court && other);
    const named = await ask(token, wish(profileId, { venue_sport_object_id: court.id }));
    assert.equal(named.status, 201, JSON.stringify(named.body));
    assert.equal(named.body.sport_object_name, court.name);
    const wrong = await ask(token, wish(profileId, { venue_sport_object_id: other.id }));
    assert.deepEqual([wrong.status, wrong.body.code], [422, 'NOTIFICATION_WINDOW_INVALID']);
  });

  it('refuses visitors (401) and players without an account at the venue (403 NO_VENUE_PROFILE)', async () => {
    const visitor = await call<Answer>(t.app, 'POST', BASE, wish(1));
    assert.equal(visitor.status, 401);
    assert.equal((await call(t.app, 'GET', BASE)).status, 401);
    const newcomer = await player(false);
    const refused = await ask(newcomer.token, wish(newcomer.profileId));
    assert.deepEqual([refused.status, refused.body.code], [403, 'NO_VENUE_PROFILE']);
    // Another player's profile does not open the venue either.
    const other = await player();
    const borrowed = await ask(newcomer.token, wish(other.profileId));
    assert.deepEqual([borrowed.status, borrowed.body.code], [403, 'NO_VENUE_PROFILE']);
    assert.deepEqual(await list(newcomer.token), []);
  });

  it('refuses a window in the past, beyond the advance limit, too long or shorter than the duration', async () => {
    const { token, profileId } = await player();
    const past = await ask(token, wish(profileId, { start_time: '2030-06-01T08:00:00.000Z', end_time: '2030-06-01T10:30:00.000Z' }));
    assert.deepEqual([past.status, past.body.code], [422, 'SLOT_IN_PAST']);
    const far = new Date(Date.parse('2030-06-01T10:00:00.000Z') + (venue.max_advance_days + 2) * 86_400_000);
    const beyond = await ask(
      token,
      wish(profileId, { start_time: far.toISOString(), end_time: new Date(far.getTime() + 3_600_000).toISOString() }),
    );
    assert.deepEqual([beyond.status, beyond.body.code], [422, 'ADVANCE_LIMIT_EXCEEDED']);
    const long = await ask(token, wish(profileId, { end_time: '2030-06-04T16:00:00.000Z' }));
    assert.deepEqual([long.status, long.body.code], [422, 'NOTIFICATION_WINDOW_INVALID']);
    const short = await ask(token, wish(profileId, { duration_minutes: 240 }));
    assert.deepEqual(
      [short.status, short.body.code, Object.keys(short.body.fieldErrors ?? {})],
      [400, 'VALIDATION_FAILED', ['duration_minutes']],
    );
    const backwards = await ask(token, wish(profileId, { end_time: '2030-06-03T14:00:00.000Z' }));
    assert.equal(backwards.body.code, 'VALIDATION_FAILED');
  });

  it(`caps a player at ${TERM_NOTIFICATION_MAX_PENDING} pending wishes, also when asked at once`, async () => {
    const { token, profileId } = await player();
    const answers = await Promise.all(Array.from({ length: TERM_NOTIFICATION_MAX_PENDING + 3 }, () => ask(token, wish(profileId))));
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 422);
    assert.equal(created.length, TERM_NOTIFICATION_MAX_PENDING);
    assert.equal(refused.length, 3);
    assert.deepEqual([refused[0]?.body.code, refused[0]?.body.max], ['NOTIFICATION_LIMIT_REACHED', TERM_NOTIFICATION_MAX_PENDING]);
    // Deleting one frees a place.
    const first = created[0]?.body;
    assert.ok(first);
    assert.equal((await call(t.app, 'DELETE', `${BASE}/${first.id}`, { venue_id: 1 }, bearer(token))).status, 204);
    assert.equal((await ask(token, wish(profileId))).status, 201);
  });

  it('deletes only the owner’s wish: anyone else, or another venue id, gets 404', async () => {
    const owner = await player();
    const stranger = await player();
    const created = await ask(owner.token, wish(owner.profileId));
    assert.equal(created.status, 201);
    const url = `${BASE}/${created.body.id}`;
    assert.equal((await call<Answer>(t.app, 'DELETE', url, { venue_id: 1 }, bearer(stranger.token))).status, 404);
    assert.equal((await call<Answer>(t.app, 'DELETE', url, { venue_id: 2 }, bearer(owner.token))).status, 404);
    assert.equal((await call<Answer>(t.app, 'DELETE', url, { venue_id: 1 })).status, 401);
    assert.deepEqual(await list(stranger.token), []);
    assert.equal((await call(t.app, 'DELETE', url, { venue_id: 1 }, bearer(owner.token))).status, 204);
    assert.equal((await call(t.app, 'DELETE', url, { venue_id: 1 }, bearer(owner.token))).status, 404);
    assert.deepEqual(await list(owner.token), []);
  });
});
