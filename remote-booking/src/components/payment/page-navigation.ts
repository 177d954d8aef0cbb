/**
 * Leaving the app for the gateway's page. An object rather than a bare call so tests can
 * `jest.spyOn(pageNavigation, 'assign')`: jsdom cannot navigate and `window.location` is not
 * configurable there.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
