import { venueAddressLine } from './venue-address';

describe('venueAddressLine', () => {
  it('appends the city to a street-only address', () => {
    expect(venueAddressLine({ address: 'ul. Sportowa 1', city: 'Warszawa' })).toBe('ul. Sportowa 1, Warszawa');
  });

  it('does not repeat a city the address already ends with', () => {
    expect(venueAddressLine({ address: 'ul. Puławska 182, 02-670 Warszawa', city: 'Warszawa' })).toBe('ul. Puławska 182, 02-670 Warszawa');
  });

  it('compares trimmed and case-insensitively', () => {
    expect(venueAddressLine({ address: ' ul. Kortowa 2, 30-001 KRAKÓW ', city: 'Kraków ' })).toBe('ul. Kortowa 2, 30-001 KRAKÓW');
  });

  it('appends the city when the address only ends with the same letters', () => {
    expect(venueAddressLine({ address: 'ul. Nowowarszawa 3', city: 'Warszawa' })).toBe('ul. Nowowarszawa 3, Warszawa');
    expect(venueAddressLine({ address: 'ul. Nowowarszawa', city: 'Warszawa' })).toBe('ul. Nowowarszawa, Warszawa');
  });

  it('shows only the city without an address', () => {
    expect(venueAddressLine({ address: '', city: 'Gdańsk' })).toBe('Gdańsk');
  });
});
