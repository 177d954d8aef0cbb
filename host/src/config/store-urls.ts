import type { RuntimeConfig } from '@venue/api';
import { PRODUCT_NAME } from './product';

export type StoreUrls = { readonly android: string; readonly ios: string };

/**
 * Until a deployment names its listings (`mobileAppStores` in /config.json), each store's own
 * search for the product: a real page on every store, where an invented listing id would be a
 * dead link. See docs/decisions/017-store-urls-from-runtime-config.md.
 */
export const DEFAULT_STORE_URLS: StoreUrls = {
  android: `https://play.google.com/store/search?q=${encodeURIComponent(PRODUCT_NAME)}&c=apps`,
  ios: `https://apps.apple.com/pl/iphone/search?term=${encodeURIComponent(PRODUCT_NAME)}`,
};

/** The configured listings, each store falling back to its default on its own. */
export function storeUrlsFrom(configured: RuntimeConfig['mobileAppStores']): StoreUrls {
  return { android: configured?.android ?? DEFAULT_STORE_URLS.android, ios: configured?.ios ?? DEFAULT_STORE_URLS.ios };
}

let current: StoreUrls = DEFAULT_STORE_URLS;

/** Called once by bootstrap with the runtime config, like `configureApi`. */
export function configureStoreUrls(configured: RuntimeConfig['mobileAppStores']): void {
  current = storeUrlsFrom(configured);
}

/** Where /get-mobile-app sends phones: the configured listings, or the defaults. */
export function storeUrls(): StoreUrls {
  return current;
}
