import * as v from 'valibot';
import { DoorWindowSchema } from './door';

describe('DoorWindowSchema', () => {
  it('reads the window of GET /automation/door', () => {
    expect(v.parse(DoorWindowSchema, { open_before_minutes: 1440 })).toEqual({ open_before_minutes: 1440 });
    expect(v.is(DoorWindowSchema, { open_before_minutes: 0 })).toBe(true);
  });

  it('reads the window out of a 403 DOOR_NOT_ALLOWED body, leaving the error fields', () => {
    const refusal = { code: 'DOOR_NOT_ALLOWED', message: 'The door opens only…', open_before_minutes: 15 };
    expect(v.parse(DoorWindowSchema, refusal)).toEqual({ open_before_minutes: 15 });
  });

  it.each([[{}], [{ open_before_minutes: -1 }], [{ open_before_minutes: 2.5 }], [{ open_before_minutes: '30' }]])('refuses %j', (input) => {
    expect(v.is(DoorWindowSchema, input)).toBe(false);
  });
});
