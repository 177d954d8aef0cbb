import * as v from 'valibot';
import { FORM_ERROR_PATH, issuesToFieldErrors } from './field-errors';

const Schema = v.object({
  name: v.pipe(v.string('validation.required'), v.minLength(2, 'validation.minLength'), v.maxLength(5, 'validation.maxLength')),
  nested: v.object({ age: v.pipe(v.number(), v.minValue(18, 'validation.minValue')) }),
  untouched: v.optional(v.number()),
});

function fieldErrorsOf(input: unknown) {
  const result = v.safeParse(Schema, input);
  if (result.success) throw new Error('expected issues');
  return issuesToFieldErrors(result.issues);
}

describe('issuesToFieldErrors', () => {
  it('uses the schema message as key and the requirement as params', () => {
    expect(fieldErrorsOf({ name: 'a', nested: { age: 10 } })).toEqual({
      name: { key: 'validation.minLength', params: { min: 2 } },
      'nested.age': { key: 'validation.minValue', params: { min: 18 } },
    });
  });

  it('names the max for maxLength', () => {
    expect(fieldErrorsOf({ name: 'abcdef', nested: { age: 20 } })).toEqual({
      name: { key: 'validation.maxLength', params: { max: 5 } },
    });
  });

  it('falls back to required for missing values and invalid for wrong ones', () => {
    expect(fieldErrorsOf({ name: 'abc', nested: {}, untouched: 'x' })).toEqual({
      'nested.age': { key: 'validation.required' },
      untouched: { key: 'validation.invalid' },
    });
  });

  it('keeps only the first issue of a path', () => {
    const Piped = v.object({ code: v.pipe(v.string(), v.nonEmpty('validation.required'), v.minLength(4, 'validation.minLength')) });
    const result = v.safeParse(Piped, { code: '' });
    expect(result.success).toBe(false);
    expect(issuesToFieldErrors(result.issues ?? [])).toEqual({ code: { key: 'validation.required' } });
  });

  it("keeps an app's namespaced key and words anything else as invalid", () => {
    const Timed = v.object({
      from: v.pipe(v.string(), v.regex(/^\d\d:\d\d$/, 'trainer:validation.time')),
      to: v.pipe(v.string(), v.regex(/^\d\d:\d\d$/, 'Trainer: bad time')),
    });
    const result = v.safeParse(Timed, { from: '9', to: '9' });
    expect(issuesToFieldErrors(result.issues ?? [])).toEqual({
      from: { key: 'trainer:validation.time' },
      to: { key: 'validation.invalid' },
    });
  });

  it('reports a wrong root under the form path', () => {
    expect(fieldErrorsOf(null)).toEqual({ [FORM_ERROR_PATH]: { key: 'validation.required' } });
    expect(fieldErrorsOf('text')).toEqual({ [FORM_ERROR_PATH]: { key: 'validation.invalid' } });
  });
});
