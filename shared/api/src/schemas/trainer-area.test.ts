import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';
import { TrainerReservationsQuerySchema, UpdateTrainerProfileRequestSchema } from './trainer-area';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
};

describe('UpdateTrainerProfileRequestSchema', () => {
  it('takes any of the trainer’s fields', () => {
    const body = {
      visibility: 'hidden',
      about: '  Squash since 2010  ',
      working_hours: { weekly: [{ weekday: 1, from: '09:00', to: '17:00' }], overrides: [{ date: '2026-12-24', windows: [] }] },
      outside_lessons: 'cancel',
      message: 'Sorry, I am ill',
    };
    const result = v.parse(UpdateTrainerProfileRequestSchema, body);
    expect(result.about).toBe('Squash since 2010');
    expect(v.is(UpdateTrainerProfileRequestSchema, {})).toBe(true);
  });

  it('refuses a status, a bad time and an unknown choice with field errors', () => {
    expect(
      errorsOf(UpdateTrainerProfileRequestSchema, {
        status: 'accepted',
        working_hours: { weekly: [{ weekday: 1, from: '9:00', to: '24:30' }], overrides: [] },
        outside_lessons: 'ignore',
      }),
    ).toEqual({
      status: { key: 'validation.readOnly' },
      'working_hours.weekly.0.from': { key: 'trainer:validation.time' },
      'working_hours.weekly.0.to': { key: 'trainer:validation.time' },
      outside_lessons: { key: 'validation.invalid' },
    });
  });
});

describe('TrainerReservationsQuerySchema', () => {
  it('takes an ordered window of at most 62 days', () => {
    expect(v.is(TrainerReservationsQuerySchema, {})).toBe(true);
    expect(v.is(TrainerReservationsQuerySchema, { begin_time: '2026-11-01T00:00:00.000Z', end_time: '2027-01-02T00:00:00.000Z' })).toBe(
      true,
    );
  });

  it('refuses an end before the beginning and a longer window on end_time', () => {
    expect(errorsOf(TrainerReservationsQuerySchema, { begin_time: '2026-11-02T00:00:00Z', end_time: '2026-11-01T00:00:00Z' })).toEqual({
      end_time: { key: 'trainer:validation.timeOrder' },
    });
    expect(errorsOf(TrainerReservationsQuerySchema, { begin_time: '2026-11-01T00:00:00Z', end_time: '2027-01-03T00:00:00Z' })).toEqual({
      end_time: { key: 'trainer:validation.rangeTooLong' },
    });
  });
});
