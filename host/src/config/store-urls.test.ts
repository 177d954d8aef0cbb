import { DEFAULT_STORE_URLS, storeUrlsFrom } from './store-urls';

describe('storeUrlsFrom', () => {
  it('opens each store’s search for the product when the config names no listing', () => {
    expect(storeUrlsFrom(undefined)).toEqual({
      android: 'https://play.google.com/store/search?q=Venue&c=apps',
      ios: 'https://apps.apple.com/pl/iphone/search?term=Venue',
    });
  });

  it('takes each configured listing on its own, the other store keeping its default', () => {
    const ios = 'https://apps.apple.com/pl/app/sportcentrum/id1234567890';
    expect(storeUrlsFrom({ ios })).toEqual({ android: DEFAULT_STORE_URLS.android, ios });
  });
});
