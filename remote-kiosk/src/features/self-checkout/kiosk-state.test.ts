import type { KioskSession } from '@venue/api/schemas/kiosk';
import { SESSION_SECONDS, initialKioskState, kioskReducer, refusalOf, type KioskState } from './kiosk-state';

const session = (token = 's1'): KioskSession => ({
  session_token: token,
  expires_at: '2030-06-03T08:15:00.000Z',
  source: 'check_in_code',
  player: { first_name: 'Anna' },
  reservations: [
    {
      id: 7,
      reservation_uuid: '0b7e9d5a-1b2c-4d3e-9f00-000000000001',
      start_time: '2030-06-03T14:00:00.000Z',
      end_time: '2030-06-03T15:00:00.000Z',
      sport_object_name: 'Kort 1',
      sport_type_id: 1,
      payment_method: 'online',
      payment_status: 'pending_online',
      total: 6198,
      payable: true,
      checked_in_at: null,
    },
  ],
});

const NOW = 1_000_000;

function inSession(): KioskState {
  const opening = kioskReducer(initialKioskState, { type: 'scanned', code: 'ci1.a.b' });
  return kioskReducer(opening, { type: 'opened', session: session(), now: NOW });
}

describe('kioskReducer', () => {
  it('goes idle → opening → session with a deadline SESSION_SECONDS away', () => {
    const opening = kioskReducer(initialKioskState, { type: 'scanned', code: 'ci1.a.b' });
    expect(opening).toEqual({ step: 'opening', code: 'ci1.a.b' });
    const open = kioskReducer(opening, { type: 'opened', session: session(), now: NOW });
    expect(open).toMatchObject({ step: 'session', deadline: NOW + SESSION_SECONDS * 1000, panel: { kind: 'list' } });
  });

  it('returns to idle saying why a code was refused, and clears the reason on the next scan', () => {
    const refused = kioskReducer({ step: 'opening', code: 'x' }, { type: 'refused', refusal: 'used' });
    expect(refused).toEqual({ step: 'idle', refusal: 'used' });
    expect(kioskReducer(refused, { type: 'scanned', code: 'y' })).toEqual({ step: 'opening', code: 'y' });
    expect(kioskReducer(initialKioskState, { type: 'unreadable' })).toEqual({ step: 'idle', refusal: 'unreadable' });
  });

  it('ignores a second scan while a code is read or a session is open', () => {
    const opening: KioskState = { step: 'opening', code: 'x' };
    expect(kioskReducer(opening, { type: 'scanned', code: 'y' })).toBe(opening);
    const open = inSession();
    expect(kioskReducer(open, { type: 'scanned', code: 'y' })).toBe(open);
  });

  it('gives more time from now, never less than was left', () => {
    const open = inSession();
    const later = kioskReducer(open, { type: 'more-time', now: NOW + 50_000 });
    expect(later).toMatchObject({ deadline: NOW + 50_000 + SESSION_SECONDS * 1000 });
    expect(kioskReducer(later, { type: 'more-time', now: NOW })).toMatchObject({ deadline: NOW + 50_000 + SESSION_SECONDS * 1000 });
  });

  it('ends at the deadline or on done, keeping nothing of the player', () => {
    const open = inSession();
    expect(kioskReducer(open, { type: 'timed-out', now: NOW + 59_999 })).toBe(open);
    expect(kioskReducer(open, { type: 'timed-out', now: NOW + SESSION_SECONDS * 1000 })).toEqual({ step: 'idle', refusal: null });
    expect(kioskReducer(open, { type: 'done' })).toEqual({ step: 'idle', refusal: null });
    expect(kioskReducer(open, { type: 'refused', refusal: 'session-over' })).toEqual({ step: 'idle', refusal: 'session-over' });
  });

  it('opens the pay panel only for a reservation of the session, and drops a late view of another session', () => {
    const open = inSession();
    expect(kioskReducer(open, { type: 'pay-opened', reservationId: 7 })).toMatchObject({ panel: { kind: 'pay', reservationId: 7 } });
    expect(kioskReducer(open, { type: 'pay-opened', reservationId: 8 })).toBe(open);
    expect(kioskReducer(open, { type: 'session-updated', session: session('other') })).toBe(open);
    const paid = { ...session(), reservations: [] };
    expect(kioskReducer(open, { type: 'session-updated', session: paid })).toMatchObject({ session: paid });
  });

  it('maps the API refusals', () => {
    expect(refusalOf('CHECKIN_TOKEN_EXPIRED', 'http')).toBe('expired');
    expect(refusalOf('CHECKIN_WRONG_VENUE', 'http')).toBe('wrong-venue');
    expect(refusalOf('CHECKIN_TOKEN_USED', 'http')).toBe('used');
    expect(refusalOf('CHECKIN_TOKEN_INVALID', 'http')).toBe('invalid');
    expect(refusalOf('RATE_LIMITED', 'http')).toBe('rate-limited');
    expect(refusalOf(undefined, 'network')).toBe('network');
    expect(refusalOf('INTERNAL', 'http')).toBe('unknown');
  });
});
