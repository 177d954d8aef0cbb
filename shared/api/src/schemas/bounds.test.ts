import * as v from 'valibot';
import { CalendarDateSchema } from './bounds';

describe('CalendarDateSchema', () => {
  it.each(['2030-06-03', '2000-02-29', '2024-02-29', '2030-12-31', '2030-04-30', '2000-01-01', '2100-12-31'])('takes %s', (day) => {
    expect(v.safeParse(CalendarDateSchema, day).success).toBe(true);
  });

  it.each([
    '2030-02-30',
    '2030-02-29',
    '2100-02-29',
    '2030-04-31',
    '2030-13-01',
    '2030-00-10',
    '2030-06-00',
    '2030-6-03',
    '2030-06-3',
    '2030-06-03T00:00:00Z',
    '2030/06/03',
    ' 2030-06-0',
    '1999-12-31',
    '2101-01-01',
    '',
  ])('refuses %j', (day) => {
    expect(v.safeParse(CalendarDateSchema, day).success).toBe(false);
  });
});
