import { codeForServer, parseScannedCode } from './scanned-code';

const UUID = '0b7e9d5a-1b2c-4d3e-9f00-000000000001';

describe('parseScannedCode', () => {
  it('reads a check-in code as it is, trimmed', () => {
    expect(parseScannedCode('  ci1.eyJ1IjoxfQ.c2ln_-\n')).toEqual({ kind: 'check-in', code: 'ci1.eyJ1IjoxfQ.c2ln_-' });
  });

  it("reads a reservation's QR link with its venue, and a bare uuid", () => {
    expect(parseScannedCode(`https://venue.example/self-checkout/3/${UUID.toUpperCase()}`)).toEqual({
      kind: 'reservation',
      uuid: UUID,
      venueId: 3,
    });
    expect(parseScannedCode(UUID)).toEqual({ kind: 'reservation', uuid: UUID, venueId: null });
    expect(codeForServer({ kind: 'reservation', uuid: UUID, venueId: 3 })).toBe(UUID);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'hello', 'ci1.only-two', 'ci2.a.b', 'https://venue.example/p/123', `${UUID}x`]) {
      expect(parseScannedCode(text)).toBeNull();
    }
  });
});
