import * as v from 'valibot';
import {
  CourseEnrollmentPayRequestSchema,
  CourseEnrollmentRequestSchema,
  CourseListQuerySchema,
  CourseQuoteRequestSchema,
  CourseSchema,
  type Course,
} from './course';

const course: Course = {
  id: 1,
  venue_id: 1,
  venue_timezone: 'Europe/Warsaw',
  name: 'Tenis dla dzieci',
  description: null,
  type: 'children',
  sport_type_id: 1,
  sport_object_name: 'Kort 1',
  trainer: { id: 2, display_name: 'Ola', photo_url: null },
  weekdays: [2, 4],
  time: '16:00',
  duration_minutes: 60,
  start_date: '2030-06-04',
  end_date: '2030-06-06',
  sessions: [
    { date: '2030-06-04', start_time: '2030-06-04T14:00:00.000Z', end_time: '2030-06-04T15:00:00.000Z', past: false },
    { date: '2030-06-06', start_time: '2030-06-06T14:00:00.000Z', end_time: '2030-06-06T15:00:00.000Z', past: false },
  ],
  classes_count: 2,
  sessions_left: 2,
  max_participants: 8,
  free_places: 3,
  payment_type: 'per_session',
  price: 4000,
  price_per_session: 4000,
  price_full_course: 8000,
  colour: '#1e88e5',
  difficulty: 1,
  enrollment_open: true,
  min_age: 6,
  max_age: 10,
  sibling_discount_percent: 10,
};

describe('course schemas', () => {
  it('accepts a listed course, unlimited places as null', () => {
    expect(v.safeParse(CourseSchema, course).success).toBe(true);
    expect(v.safeParse(CourseSchema, { ...course, max_participants: null, free_places: null }).success).toBe(true);
    expect(v.safeParse(CourseSchema, { ...course, difficulty: 6 }).success).toBe(false);
    expect(v.safeParse(CourseSchema, { ...course, payment_type: 'monthly' }).success).toBe(false);
  });

  it('reads the list filters from query strings', () => {
    const parsed = v.parse(CourseListQuerySchema, {
      weekday: '3',
      trainer_id: '7',
      enrollment: 'open',
      payment_type: 'full_course',
      name: ' tenis ',
    });
    expect(parsed).toEqual({ weekday: 3, trainer_id: 7, enrollment: 'open', payment_type: 'full_course', name: 'tenis' });
    expect(v.safeParse(CourseListQuerySchema, { weekday: '8' }).success).toBe(false);
    expect(v.safeParse(CourseListQuerySchema, { type: 'seniors' }).success).toBe(false);
  });

  it('needs a child, and a BLIK code with BLIK', () => {
    const base = { course_id: 1, venue_id: 1, child_id: 3 };
    expect(v.parse(CourseQuoteRequestSchema, base).excluded_dates).toEqual([]);
    const missingChild = v.safeParse(CourseEnrollmentRequestSchema, { course_id: 1, venue_id: 1 });
    expect(missingChild.success).toBe(false);
    expect(missingChild.issues?.map((issue) => v.getDotPath(issue))).toEqual(['child_id']);
    expect(v.safeParse(CourseEnrollmentRequestSchema, { ...base, method_id: 509 }).success).toBe(false);
    expect(v.safeParse(CourseEnrollmentRequestSchema, { ...base, method_id: 509, blik_code: '123456' }).success).toBe(true);
    expect(v.safeParse(CourseEnrollmentRequestSchema, { ...base, excluded_dates: ['2030-02-30'] }).success).toBe(false);
  });

  it('paying again needs a method or the wallet', () => {
    expect(v.safeParse(CourseEnrollmentPayRequestSchema, {}).success).toBe(false);
    expect(v.safeParse(CourseEnrollmentPayRequestSchema, { use_wallet: true }).success).toBe(true);
    expect(v.safeParse(CourseEnrollmentPayRequestSchema, { method_id: 106 }).success).toBe(true);
  });
});
