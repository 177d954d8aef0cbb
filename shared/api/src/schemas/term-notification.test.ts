import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';
import {
  TermNotificationDeleteRequestSchema,
  TermNotificationRequestSchema,
  TermNotificationSchema,
  termNotificationBookingPath,
  type TermNotification,
} from './term-notification';

const body = {
  venue_id: 1,
  tag_id: 2,
  start_time: '2030-06-03T16:00:00.000Z',
  end_time: '2030-06-03T19:00:00.000Z',
  user_venue_profile_id: 7,
};

function fieldErrorsOf(input: unknown) {
  const result = v.safeParse(TermNotificationRequestSchema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
}

describe('TermNotificationRequestSchema', () => {
  it('defaults to any court of the kind, any court type and 60 minutes', () => {
    const parsed = v.parse(TermNotificationRequestSchema, body);
    expect(parsed).toMatchObject({ venue_sport_object_id: null, court_type: null, duration_minutes: 60 });
  });

  it('refuses a window that ends before it starts, beside its end', () => {
    expect(fieldErrorsOf({ ...body, end_time: body.start_time })).toHaveProperty('end_time');
  });

  it('refuses a duration longer than the window, beside the duration', () => {
    const errors = fieldErrorsOf({ ...body, end_time: '2030-06-03T17:00:00.000Z', duration_minutes: 90 });
    expect(errors).toHaveProperty('duration_minutes');
    expect(errors).not.toHaveProperty('end_time');
  });

  it('takes only the durations a court can be booked for', () => {
    expect(fieldErrorsOf({ ...body, duration_minutes: 45 })).toHaveProperty('duration_minutes');
    expect(fieldErrorsOf({ ...body, duration_minutes: 120 })).toEqual({});
  });

  it('requires the venue profile', () => {
    const { user_venue_profile_id: _omitted, ...rest } = body;
    expect(fieldErrorsOf(rest)).toHaveProperty('user_venue_profile_id');
  });
});

describe('TermNotificationDeleteRequestSchema', () => {
  it('names the venue', () => {
    expect(v.safeParse(TermNotificationDeleteRequestSchema, {}).success).toBe(false);
    expect(v.parse(TermNotificationDeleteRequestSchema, { venue_id: 3 })).toEqual({ venue_id: 3 });
  });
});

describe('TermNotificationSchema', () => {
  it('parses a held wish', () => {
    const item: TermNotification = {
      id: 1,
      venue_id: 1,
      venue_name: 'Arena',
      venue_timezone: 'Europe/Warsaw',
      venue_sport_object_id: null,
      sport_object_name: null,
      tag_id: 2,
      sport_type_name: 'Tenis',
      court_type: null,
      start_time: body.start_time,
      end_time: body.end_time,
      duration_minutes: 60,
      date: '2030-06-03',
      local_start: '18:00',
      local_end: '21:00',
      status: 'sent',
      outcome: 'held',
      hold: {
        venue_sport_object_id: 4,
        sport_object_name: 'Kort 4',
        start_time: body.start_time,
        end_time: '2030-06-03T17:00:00.000Z',
        held_until: '2030-06-01T10:15:00.000Z',
        booking_path: '/reservation/1/courts?object=4',
      },
      reservation_id: null,
      created_at: '2030-06-01T10:00:00.000Z',
      sent_at: '2030-06-01T10:00:01.000Z',
    };
    expect(v.parse(TermNotificationSchema, item)).toEqual(item);
  });
});

describe('termNotificationBookingPath', () => {
  it('names the slot with the courts flow query names', () => {
    const path = termNotificationBookingPath({
      venueId: 1,
      sportTypeId: 2,
      courtType: 'indoor',
      date: '2030-06-03',
      venueSportObjectId: 4,
      startTime: '2030-06-03T16:00:00.000Z',
      durationMinutes: 90,
      holdId: 7,
    });
    const [pathname, search] = path.split('?');
    expect(pathname).toBe('/reservation/1/courts');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      sport: '2',
      type: 'indoor',
      date: '2030-06-03',
      object: '4',
      start: '2030-06-03T16:00:00.000Z',
      duration: '90',
      hold: '7',
      step: 'options',
    });
  });
});
