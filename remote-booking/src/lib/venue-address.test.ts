import { venueAddressLine } from './venue-address';

describe('venueAddressLine', () => {
  it('keeps an address that already names the city', () => {
    expect(venueAddressLine('ul. Puławska 100, 02-620 Warszawa', 'Warszawa')).toBe('ul. Puławska 100, 02-620 Warszawa');
  });

  it('adds the city when the address lacks it', () => {
    expect(venueAddressLine('ul. Żółwia 12', 'Warszawa')).toBe('ul. Żółwia 12, Warszawa');
  });

  it('stands with either part empty', () => {
    expect(venueAddressLine('ul. Żółwia 12', '')).toBe('ul. Żółwia 12');
    expect(venueAddressLine('', 'Kraków')).toBe('Kraków');
  });
});
