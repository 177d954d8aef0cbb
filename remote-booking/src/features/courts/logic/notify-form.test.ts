import { ApiError } from '@venue/api';
import { checkNotifyValues, notifyFailure, notifyRequest, parseNotifyTarget, prefill } from './notify-form';

describe('parseNotifyTarget', () => {
  it('reads a taken start or the whole day, and nothing else', () => {
    expect(parseNotifyTarget('4@18:30')).toEqual({ kind: 'slot', court: 4, time: '18:30' });
    expect(parseNotifyTarget('day')).toEqual({ kind: 'day' });
    expect(parseNotifyTarget('4@25:00')).toBeNull();
    expect(parseNotifyTarget('x@18:00')).toBeNull();
    expect(parseNotifyTarget(null)).toBeNull();
  });
});

describe('prefill', () => {
  const context = { date: '2030-06-03', duration: 90, courtFilter: null, hours: [{ weekday: 1, opens: '07:00', closes: '22:00' }] };

  it('asks for the taken court from its start for the flow’s duration', () => {
    expect(prefill({ kind: 'slot', court: 4, time: '18:30' }, context)).toEqual({ court: 4, from: '18:30', to: '20:00', duration: 90 });
  });

  it('asks for any court over the day’s opening hours when the day is full', () => {
    // 2030-06-03 is a Monday.
    expect(prefill({ kind: 'day' }, context)).toEqual({ court: null, from: '07:00', to: '22:00', duration: 90 });
    expect(prefill({ kind: 'day' }, { ...context, hours: [], courtFilter: 2 })).toMatchObject({ court: 2, from: '17:00', to: '21:00' });
  });
});

describe('checkNotifyValues', () => {
  it('words a window that ends before it starts, and a duration longer than it', () => {
    expect(checkNotifyValues({ court: null, from: '18:00', to: '18:00', duration: 60 })).toEqual({
      to: 'myNotifications.ask.errors.endBeforeStart',
    });
    expect(checkNotifyValues({ court: null, from: '18:00', to: '19:00', duration: 90 })).toEqual({
      duration: 'myNotifications.ask.errors.durationTooLong',
    });
    expect(checkNotifyValues({ court: null, from: '18:00', to: '19:30', duration: 90 })).toEqual({});
  });
});

describe('notifyRequest', () => {
  it('sends the window as instants of the venue’s day, the sport as tag_id and the profile', () => {
    const request = notifyRequest(
      { court: null, from: '18:00', to: '21:00', duration: 60 },
      { venueId: 1, timeZone: 'Europe/Warsaw', date: '2030-06-03', sport: 2, courtType: 'indoor', profileId: 7 },
    );
    expect(request).toEqual({
      venue_id: 1,
      venue_sport_object_id: null,
      tag_id: 2,
      court_type: 'indoor',
      start_time: '2030-06-03T16:00:00.000Z',
      end_time: '2030-06-03T19:00:00.000Z',
      duration_minutes: 60,
      user_venue_profile_id: 7,
    });
  });
});

describe('notifyFailure', () => {
  const http = (status: number, code: string, body?: unknown) => new ApiError({ kind: 'http', status, code, body });

  it('asks a visitor to sign in and a player without an account at the venue to book first', () => {
    expect(notifyFailure(http(401, 'UNAUTHORIZED'))).toEqual({ kind: 'sign-in' });
    expect(notifyFailure(http(403, 'NO_VENUE_PROFILE'))).toEqual({ kind: 'no-profile' });
  });

  it('words the contract’s refusals, the cap with its number', () => {
    expect(notifyFailure(http(422, 'NOTIFICATION_LIMIT_REACHED', { code: 'NOTIFICATION_LIMIT_REACHED', max: 10 }))).toEqual({
      kind: 'message',
      key: 'myNotifications.ask.errors.limit',
      params: { count: 10 },
    });
    expect(notifyFailure(http(422, 'ADVANCE_LIMIT_EXCEEDED'))).toMatchObject({ key: 'myNotifications.ask.errors.advanceLimit' });
    expect(notifyFailure(http(422, 'NOTIFICATION_WINDOW_INVALID'))).toMatchObject({ key: 'myNotifications.ask.errors.windowInvalid' });
    expect(notifyFailure(http(422, 'SLOT_IN_PAST'))).toMatchObject({ key: 'myNotifications.ask.errors.inPast' });
  });

  it('says "failed to save" for anything else', () => {
    expect(notifyFailure(new ApiError({ kind: 'network' }))).toMatchObject({ key: 'myNotifications.ask.errors.createFailed' });
    expect(notifyFailure(http(500, 'INTERNAL'))).toMatchObject({ key: 'myNotifications.ask.errors.createFailed' });
  });
});
