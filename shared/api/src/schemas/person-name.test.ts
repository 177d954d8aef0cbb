import * as v from 'valibot';
import { ChildRequestSchema } from './account';
import { issuesToFieldErrors } from './field-errors';
import { hasOnlyVisibleCharacters } from './person-name';
import { UpdateUserRequestSchema } from './user';

function fieldErrors(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
}

const INVISIBLE = { key: 'validation.invisibleCharacters' };
const child = { venue_id: 1, birth_date: '2015-04-01', gender: 'female' };

describe('person names', () => {
  it.each([
    ['zero-width spaces only', '\u200b\u200b'],
    ['a right-to-left override', 'Ali\u202ecE'],
    ['a left-to-right isolate', '\u2066Anna\u2069'],
    ['a zero-width joiner inside', 'An\u200dna'],
    ['a control character', 'An\u0007na'],
    ['a Hangul filler', '\u3164\u3164'],
  ])('refuses %s in a player name and in a child name', (_what, name) => {
    expect(fieldErrors(UpdateUserRequestSchema, { is_active: true, first_name: name, last_name: name })).toEqual({
      first_name: INVISIBLE,
      last_name: INVISIBLE,
    });
    expect(fieldErrors(ChildRequestSchema, { ...child, first_name: name, last_name: 'Nowak' })).toEqual({ first_name: INVISIBLE });
  });

  it.each(['Anna', 'Łucja-Żaneta', "O'Brien", 'Олена', 'José María', 'Zoë'])('accepts %s', (name) => {
    expect(hasOnlyVisibleCharacters(name)).toBe(true);
    expect(fieldErrors(UpdateUserRequestSchema, { is_active: true, first_name: name, last_name: name })).toEqual({});
    expect(fieldErrors(ChildRequestSchema, { ...child, first_name: name, last_name: name })).toEqual({});
  });

  it('keeps the length rules: a player name of one letter is short, a child name may be one letter', () => {
    expect(fieldErrors(UpdateUserRequestSchema, { is_active: true, first_name: 'A' })).toEqual({
      first_name: { key: 'validation.minLength', params: { min: 2 } },
    });
    expect(fieldErrors(ChildRequestSchema, { ...child, first_name: 'A', last_name: 'N' })).toEqual({});
  });
});
