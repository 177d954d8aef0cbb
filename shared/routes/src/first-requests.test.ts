import { firstRequestUrls, type FirstRequest } from './first-requests';

const API = 'https://api.example.com/api';
const venue: FirstRequest = { url: 'marketplace/venue/{venueId}' };
const availability: FirstRequest = {
  url: 'marketplace/venue/get_object_availabilities/{venueId}?date={date}&sport_type_id={sport}',
  when: { '*': 'courts' },
};

describe('firstRequestUrls', () => {
  it('fills route parameters, then query parameters of the address', () => {
    const urls = firstRequestUrls(
      [venue, availability],
      API,
      { venueId: '7', '*': 'courts' },
      new URLSearchParams('sport=2&date=2026-12-01'),
    );
    expect(urls).toEqual([
      'https://api.example.com/api/marketplace/venue/7',
      'https://api.example.com/api/marketplace/venue/get_object_availabilities/7?date=2026-12-01&sport_type_id=2',
    ]);
  });

  it('leaves out a request whose placeholder the address does not give', () => {
    expect(firstRequestUrls([venue, availability], API, { venueId: '7', '*': 'courts' }, new URLSearchParams('sport=2'))).toEqual([
      'https://api.example.com/api/marketplace/venue/7',
    ]);
    expect(firstRequestUrls([venue], API, {}, new URLSearchParams('venueId='))).toEqual([]);
  });

  it('leaves out a request whose `when` does not hold (another tab)', () => {
    const urls = firstRequestUrls([availability], API, { venueId: '7', '*': 'classes' }, new URLSearchParams('sport=2&date=2026-12-01'));
    expect(urls).toEqual([]);
  });

  it('encodes what it fills in, so an address cannot reach another API path', () => {
    expect(firstRequestUrls([venue], API, { venueId: '../users/user' }, new URLSearchParams())).toEqual([
      'https://api.example.com/api/marketplace/venue/..%2Fusers%2Fuser',
    ]);
  });
});
