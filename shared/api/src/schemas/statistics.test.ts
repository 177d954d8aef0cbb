import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';
import { SHARE_FIELDS, ShareCardPreviewRequestSchema, ShareLinkRequestSchema, StatisticsQuerySchema } from './statistics';

const share = { user_id: 7, short_url_token: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', month: '2030-03', fields: ['hours_played'] };

function fieldErrorsOf(input: unknown) {
  const result = v.safeParse(ShareLinkRequestSchema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
}

describe('statistics query', () => {
  it('takes a month YYYY-MM or none (this month)', () => {
    expect(v.parse(StatisticsQuerySchema, {})).toEqual({});
    expect(v.parse(StatisticsQuerySchema, { month: '2030-03' })).toEqual({ month: '2030-03' });
    for (const month of ['2030-13', '2030-3', '1999-12', '2030-03-01', ' 2030-03']) {
      expect(v.is(StatisticsQuerySchema, { month })).toBe(false);
    }
  });
});

describe('share link request', () => {
  it('accepts the spec’s user_id and short_url_token with a month and the ticked fields', () => {
    expect(fieldErrorsOf(share)).toEqual({});
    expect(v.is(ShareCardPreviewRequestSchema, { month: '2030-03', fields: [...SHARE_FIELDS] })).toBe(true);
  });

  it('never offers the phone number, and refuses no field, a repeated one or a short token', () => {
    expect(SHARE_FIELDS).not.toContain('phone_number' as never);
    expect(Object.keys(fieldErrorsOf({ ...share, fields: ['phone_number'] }))).toEqual(['fields.0']);
    expect(fieldErrorsOf({ ...share, fields: [] })).toEqual({ fields: { key: 'validation.required', params: { min: 1 } } });
    expect(fieldErrorsOf({ ...share, fields: ['hours_played', 'hours_played'] })).toEqual({ fields: { key: 'validation.invalid' } });
    expect(fieldErrorsOf({ ...share, short_url_token: 'short' })).toEqual({ short_url_token: { key: 'validation.invalid' } });
  });
});
