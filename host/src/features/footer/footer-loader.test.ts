import { hidesFooter, preloadFooter } from './footer-loader';

const footerRequested = jest.fn();
jest.mock('./components/footer', () => {
  footerRequested();
  return { Footer: () => null };
});

beforeEach(() => {
  jest.resetModules();
  footerRequested.mockClear();
});

it('follows the route table: no footer on /login, one on a venue page', () => {
  expect(hidesFooter('login')).toBe(true);
  expect(hidesFooter('reservationVenue')).toBe(false);
  expect(hidesFooter(null)).toBe(false);
});

it('starts the footer download from the entry on a page that shows it', async () => {
  preloadFooter('/reservation/1/courts');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(footerRequested).toHaveBeenCalledTimes(1);
});

it('leaves it alone where the footer is hidden', async () => {
  preloadFooter('/login');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(footerRequested).not.toHaveBeenCalled();
});
