import { ApiError } from '@venue/api';
import type { CourseEnrollment } from '@venue/api/schemas/course';
import { formatMoney } from '@venue/i18n';
import { cancelErrorKey, cancellationMessage, enrollmentSchedule, sessionsAhead } from './enrollment-view';

const session = (start: string, minutes = 60) => ({
  date: start.slice(0, 10),
  start_time: start,
  end_time: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  past: false,
});

function enrollment(overrides: Partial<CourseEnrollment> = {}): CourseEnrollment {
  return {
    id: 1,
    course_id: 2,
    venue_id: 3,
    venue_name: 'Warszawa',
    venue_timezone: 'Europe/Warsaw',
    course_name: 'Mini tenis',
    colour: '#123456',
    child: { id: 4, first_name: 'Ola', last_name: 'Nowak' },
    state: 'active',
    created_at: '2030-01-01T00:00:00.000Z',
    pay_until: null,
    excluded_dates: [],
    // Thursday and Tuesday in summer time (UTC+2) at 16:30 local, out of order on purpose.
    price: {
      lines: [],
      subtotal: 10000,
      service_fee: 0,
      total: 10000,
      sessions: [session('2030-06-06T14:30:00.000Z', 45), session('2030-06-11T14:30:00.000Z', 45), session('2030-06-13T14:30:00.000Z', 45)],
    },
    payment_id: null,
    cancellation: null,
    ...overrides,
  };
}

const terms = (outcome: 'cancelled' | 'cancelled_not_on_time', refund: number) => ({
  outcome,
  refund,
  free_until: '2030-06-05T14:30:00.000Z',
});

describe('enrollmentSchedule', () => {
  it('names the weekdays Monday first and the hours on the venue clock, in the language shown', () => {
    expect(enrollmentSchedule(enrollment(), 'pl')).toBe('wtorek, czwartek · 16:30–17:15');
    expect(enrollmentSchedule(enrollment(), 'en')).toBe('Tuesday, Thursday · 16:30–17:15');
  });

  it('says nothing for an enrolment without sessions', () => {
    expect(enrollmentSchedule(enrollment({ price: { ...enrollment().price, sessions: [] } }), 'pl')).toBe('');
  });
});

describe('sessionsAhead', () => {
  it('keeps the sessions not started at the given instant', () => {
    expect(sessionsAhead(enrollment(), new Date('2030-06-11T14:30:00.000Z')).map((s) => s.date)).toEqual(['2030-06-13']);
  });
});

describe('cancellationMessage', () => {
  it("follows the API's quote: unpaid frees the place, a refund on time or late, or nothing", () => {
    const with_ = (state: CourseEnrollment['state'], outcome: 'cancelled' | 'cancelled_not_on_time', refund: number) =>
      cancellationMessage({ ...enrollment({ state }), cancellation: terms(outcome, refund) }, 'pl');
    expect(with_('awaiting_payment', 'cancelled', 0)).toEqual({ key: 'unpaid' });
    expect(with_('active', 'cancelled', 9000)).toEqual({
      key: 'refund',
      params: { amount: formatMoney(9000, 'pl'), deadline: 'śr., 5 cze, 16:30' },
    });
    expect(with_('active', 'cancelled', 0)).toEqual({ key: 'nothing' });
    expect(with_('active', 'cancelled_not_on_time', 4500)).toEqual({
      key: 'lateRefund',
      params: { amount: formatMoney(4500, 'pl'), deadline: 'śr., 5 cze, 16:30' },
    });
    expect(with_('active', 'cancelled_not_on_time', 0)).toEqual({ key: 'lateNothing', params: { deadline: 'śr., 5 cze, 16:30' } });
  });
});

describe('cancelErrorKey', () => {
  it('words the refusal, a missing enrolment, and anything else as a failure', () => {
    expect(cancelErrorKey(new ApiError({ kind: 'http', status: 422, code: 'NOT_CANCELLABLE' }))).toBe('notCancellable');
    expect(cancelErrorKey(new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }))).toBe('notFound');
    expect(cancelErrorKey(new ApiError({ kind: 'network' }))).toBe('failed');
    expect(cancelErrorKey(new Error('boom'))).toBe('failed');
  });
});
