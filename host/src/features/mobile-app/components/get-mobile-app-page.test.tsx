import { render, screen } from '@testing-library/react';
import { UiProvider } from '@venue/ui';
import { configureStoreUrls, DEFAULT_STORE_URLS } from '../../../config/store-urls';
import { setUpHostTranslations } from '../../../testing/render-host';
import { GetMobileAppPage } from './get-mobile-app-page';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function renderAs(userAgent: string) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const redirect = jest.fn();
  render(
    <UiProvider>
      <GetMobileAppPage redirect={redirect} />
    </UiProvider>,
  );
  return redirect;
}

beforeAll(setUpHostTranslations);
afterEach(() => {
  jest.restoreAllMocks();
  configureStoreUrls(undefined);
});

describe('GetMobileAppPage', () => {
  it('sends Android to Google Play', () => {
    expect(renderAs(ANDROID)).toHaveBeenCalledWith(DEFAULT_STORE_URLS.android);
    expect(screen.getByRole('link', { name: 'Pobierz z Google Play' })).toHaveAttribute('href', DEFAULT_STORE_URLS.android);
  });

  it('sends an iPhone to the App Store', () => {
    expect(renderAs(IPHONE)).toHaveBeenCalledWith(DEFAULT_STORE_URLS.ios);
  });

  it('lets a desktop visitor choose between both stores', () => {
    expect(renderAs(DESKTOP)).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Pobierz z Google Play' })).toHaveAttribute('href', DEFAULT_STORE_URLS.android);
    expect(screen.getByRole('link', { name: 'Pobierz z App Store' })).toHaveAttribute('href', DEFAULT_STORE_URLS.ios);
  });

  it('follows the listings the runtime config names', () => {
    const listing = 'https://play.google.com/store/apps/details?id=pl.sportcentrum.app';
    configureStoreUrls({ android: listing });
    expect(renderAs(ANDROID)).toHaveBeenCalledWith(listing);
  });
});
