import { directionsUrl, mapUrl } from './map-url';

describe('map links', () => {
  it('searches the whole address, encoded, so Polish letters and commas survive', () => {
    const url = new URL(mapUrl(' ul. Grunwaldzka 411, 80-309 Gdańsk '));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('ul. Grunwaldzka 411, 80-309 Gdańsk');
  });

  it('asks for directions to the address', () => {
    const url = new URL(directionsUrl('al. Bandurskiego 7, 94-020 Łódź'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('destination')).toBe('al. Bandurskiego 7, 94-020 Łódź');
  });

  it('keeps characters that would otherwise start a new parameter inside the value', () => {
    expect(new URL(mapUrl('Hala A&B #2, Kraków')).searchParams.get('query')).toBe('Hala A&B #2, Kraków');
  });
});
