import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';
import {
  AccountDeletionRequestSchema,
  CheckInQrRequestSchema,
  ChildRequestSchema,
  DeleteChildRequestSchema,
  DoorRequestSchema,
  EmailConfirmationRequestSchema,
  GAME_LEVELS,
  SportSkillRequestSchema,
  todayInPoland,
} from './account';

function fieldErrors(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('game levels', () => {
  it('name the seven levels 0–6 in order', () => {
    expect(GAME_LEVELS.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(GAME_LEVELS.map((level) => level.code)).toEqual([
      'beginner',
      'basic',
      'intermediate',
      'advanced',
      'very_advanced',
      'semi_professional',
      'professional',
    ]);
  });

  it.each([0, 3, 6])('accept level %d', (level) => {
    expect(fieldErrors(SportSkillRequestSchema, { level })).toEqual({});
  });

  it.each([-1, 7, 2.5, '3'])('refuse level %p', (level) => {
    expect(fieldErrors(SportSkillRequestSchema, { level })).toMatchObject({ level: { key: expect.stringMatching(/^validation\./) } });
  });

  it('require a level', () => {
    expect(fieldErrors(SportSkillRequestSchema, {})).toEqual({ level: { key: 'validation.required' } });
  });
});

describe('ChildRequestSchema', () => {
  const child = { venue_id: 1, first_name: ' Jan ', last_name: 'Nowak', birth_date: '2016-05-01', gender: 'male' };

  it('accepts a child and trims the names', () => {
    expect(v.parse(ChildRequestSchema, child)).toEqual({ ...child, first_name: 'Jan' });
  });

  it('requires every field', () => {
    expect(fieldErrors(ChildRequestSchema, { first_name: ' ' })).toEqual({
      venue_id: { key: 'validation.required' },
      first_name: { key: 'validation.required' },
      last_name: { key: 'validation.required' },
      birth_date: { key: 'validation.required' },
      gender: { key: 'validation.required' },
    });
  });

  it('refuses a birth date in the future and accepts today', () => {
    const today = todayInPoland();
    expect(fieldErrors(ChildRequestSchema, { ...child, birth_date: today })).toEqual({});
    expect(fieldErrors(ChildRequestSchema, { ...child, birth_date: addDays(today, 1) })).toEqual({
      birth_date: { key: 'validation.birthDateFuture' },
    });
  });

  it.each(['2016-02-30', '16-05-01', '2016-5-1', '1899-12-31'])('refuses the birth date %s', (birth_date) => {
    expect(fieldErrors(ChildRequestSchema, { ...child, birth_date })).toEqual({ birth_date: { key: 'validation.invalid' } });
  });

  it('knows the genders', () => {
    expect(fieldErrors(ChildRequestSchema, { ...child, gender: 'not_defined' })).toEqual({});
    expect(fieldErrors(ChildRequestSchema, { ...child, gender: 'other' })).toEqual({ gender: { key: 'validation.required' } });
  });

  it('limits names to 50 characters', () => {
    expect(fieldErrors(ChildRequestSchema, { ...child, last_name: 'N'.repeat(51) })).toEqual({
      last_name: { key: 'validation.maxLength', params: { max: 50 } },
    });
  });

  it('takes the reference day in Poland', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw.
    expect(todayInPoland(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});

describe('small request bodies', () => {
  it('need a positive venue id', () => {
    for (const schema of [DeleteChildRequestSchema, CheckInQrRequestSchema]) {
      expect(fieldErrors(schema, { venue_id: 2 })).toEqual({});
      expect(fieldErrors(schema, {})).toEqual({ venue_id: { key: 'validation.required' } });
      expect(fieldErrors(schema, { venue_id: 0 })).toMatchObject({ venue_id: { key: 'validation.invalid' } });
    }
  });

  it('default the door command to open', () => {
    expect(v.parse(DoorRequestSchema, { venue_id: 1 })).toEqual({ venue_id: 1, command: 'open' });
    expect(fieldErrors(DoorRequestSchema, { venue_id: 1, command: 'unlock_all' })).toEqual({ command: { key: 'validation.invalid' } });
  });

  it('check the deletion code and the e-mail token', () => {
    expect(fieldErrors(AccountDeletionRequestSchema, { code: '123' })).toEqual({ code: { key: 'validation.otpCode' } });
    expect(fieldErrors(AccountDeletionRequestSchema, { code: '1234' })).toEqual({});
    expect(fieldErrors(EmailConfirmationRequestSchema, { token: '' })).toEqual({ token: { key: 'validation.required' } });
  });
});
