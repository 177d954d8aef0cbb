import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, marketplaceApi } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { setLanguage } from '@venue/i18n';
import { getVenue } from '../api/venues';
import { listVenueCarnetTypes, purchaseCarnet } from '../api/carnets';
import { getWallet } from '../api/wallet';
import { getPaymentMethods } from '../api/payments';
import { BOTH_METHODS } from '../testing/payment-methods';
import { setUpTranslations } from '../testing/render-at';
import { renderVenuePage } from '../testing/venue-page';
import { makeCarnetType, makeUserCarnet } from '../testing/carnets';
import { makePayment } from '../testing/make-payment';
import { user, venue } from '../features/courts/testing/fixtures';
import { CarnetsPage } from './venue-carnets-page';

jest.mock('../api/venues', () => ({ ...jest.requireActual('../api/venues'), getVenue: jest.fn() }));
jest.mock('../api/carnets', () => ({
  ...jest.requireActual('../api/carnets'),
  listVenueCarnetTypes: jest.fn(),
  purchaseCarnet: jest.fn(),
}));
jest.mock('../api/wallet', () => ({ ...jest.requireActual('../api/wallet'), getWallet: jest.fn() }));
jest.mock('../api/payments', () => ({ ...jest.requireActual('../api/payments'), getPaymentMethods: jest.fn() }));

const mockedVenue = jest.mocked(getVenue);
const mockedTypes = jest.mocked(listVenueCarnetTypes);
const mockedPurchase = jest.mocked(purchaseCarnet);
const mockedWallet = jest.mocked(getWallet);

const entries = makeCarnetType();
const value = makeCarnetType({
  id: 6,
  name: 'Kwotowy 500',
  kind: 'amount',
  value: 50000,
  price: 45000,
  duration_days: 1,
  available_hours: [],
  sport_type_ids: [],
  venue_sport_object_ids: [11, 12],
});

const renderAt = (path: string) => renderVenuePage(path, { '/carnets/:venueId': <CarnetsPage /> });

const card = (name: string) => screen.getByRole('article', { name });
const signIn = () => act(() => authStore.getState().setSession('token', user()));

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
  mockedVenue.mockResolvedValue(venue());
  mockedTypes.mockResolvedValue([entries, value]);
  mockedWallet.mockResolvedValue({ available: 0, frozen: 0, currency: 'PLN' });
  // The gateway's legal note under the payment methods is not the subject here.
  jest.spyOn(marketplaceApi, 'post').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  authStore.getState().logout();
  act(() => setLanguage('pl'));
});

describe('carnets of a venue', () => {
  it('lists each carnet on sale: kind, value, price, validity, grouped hours, sports and courts', async () => {
    renderAt('/carnets/2');
    const first = await screen.findByRole('article', { name: 'Poranny squash' });
    expect(first).toHaveTextContent('Karnet na wejścia');
    expect(first).toHaveTextContent('10 wejść');
    expect(first).toHaveTextContent('400,00 zł');
    expect(first).toHaveTextContent('90 dni od opłacenia');
    expect(first).toHaveTextContent('pon.–pt. 06:00–16:00');
    expect(first).toHaveTextContent('Squash');
    expect(first).toHaveTextContent('Wszystkie korty');
    const second = card('Kwotowy 500');
    expect(second).toHaveTextContent('Karnet kwotowy');
    expect(second).toHaveTextContent('500,00 zł');
    expect(second).toHaveTextContent('1 dzień od opłacenia');
    expect(second).toHaveTextContent('W godzinach otwarcia obiektu');
    expect(second).toHaveTextContent('Wszystkie sporty obiektu');
    expect(second).toHaveTextContent('Kort squash 1, Kort squash 2');
    // One note for the page's hours, and the way back to the venue.
    expect(screen.getAllByText(/strefie czasowej obiektu/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Obiekt: Centrum Rakietowe Wawel' })).toHaveAttribute('href', '/reservation/2/courts');
  });

  it('says entries with the right plural in Polish and Ukrainian', async () => {
    mockedTypes.mockResolvedValue([1, 2, 5, 22].map((count, index) => makeCarnetType({ id: index + 1, name: `K${count}`, value: count })));
    renderAt('/carnets/2');
    expect(await screen.findByRole('article', { name: 'K1' })).toHaveTextContent('1 wejście');
    expect(card('K2')).toHaveTextContent('2 wejścia');
    expect(card('K5')).toHaveTextContent('5 wejść');
    expect(card('K22')).toHaveTextContent('22 wejścia');
    act(() => setLanguage('ua'));
    await waitFor(() => expect(card('K1')).toHaveTextContent('1 вхід'));
    expect(card('K2')).toHaveTextContent('2 входи');
    expect(card('K5')).toHaveTextContent('5 входів');
    expect(card('K22')).toHaveTextContent('22 входи');
  });

  it('says plainly when the venue sells no carnets', async () => {
    mockedTypes.mockResolvedValue([]);
    renderAt('/carnets/2');
    expect(await screen.findByRole('heading', { name: 'Brak dostępnych karnetów' })).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    mockedTypes.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderAt('/carnets/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('article', { name: 'Poranny squash' })).toBeInTheDocument();
  });

  it('is the venue page’s Passes tab too, under the venue’s header and menu', async () => {
    renderAt('/reservation/2/carnets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Centrum Rakietowe Wawel' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu obiektu' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Poranny squash' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back to the carnet they chose', async () => {
    renderAt('/carnets/2');
    await userEvent.click(within(await screen.findByRole('article', { name: 'Kwotowy 500' })).getByRole('button', { name: /Kup karnet/ }));
    await screen.findByRole('heading', { name: 'Logowanie' });
    expect(screen.getByTestId('from')).toHaveTextContent('/carnets/2?carnet=6');
  });

  it('back from signing in, opens the same carnet; required regulations block paying, then BLIK goes to the status page', async () => {
    signIn();
    mockedPurchase.mockResolvedValue({
      carnet: makeUserCarnet({
        id: 40,
        venue_carnet_type_id: 6,
        state: 'awaiting_payment',
        available: false,
        unavailable_reason: 'not_paid',
      }),
      payment: makePayment({ id: 90, reservation_ids: [], bookings: [], carnet: { id: 40, name: 'Kwotowy 500' } }),
    });
    renderAt('/carnets/2?carnet=6');
    const form = await screen.findByRole('region', { name: 'Kupujesz: Kwotowy 500' });
    // The form's heading takes the focus where the buy button was.
    expect(within(form).getByRole('heading', { name: 'Kupujesz: Kwotowy 500' })).toHaveFocus();
    expect(within(form).getByText('Cena karnetu')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'BLIK' }));
    await userEvent.type(within(form).getByLabelText('Kod BLIK'), '777123');
    await userEvent.click(within(form).getByRole('button', { name: /^Zapłać/ }));
    // Nothing is sent until every required consent is given; the first missing one takes the focus.
    expect(mockedPurchase).not.toHaveBeenCalled();
    expect(within(form).getByRole('checkbox', { name: /Regulamin obiektu/ })).toHaveFocus();
    expect(within(form).getAllByText('Ta zgoda jest wymagana, aby kupić karnet')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('checkbox', { name: /Regulamin obiektu/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Zgoda RODO/ }));
    await userEvent.click(within(form).getByRole('button', { name: /^Zapłać/ }));
    await screen.findByRole('heading', { name: 'Status płatności' });
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-status/90');
    expect(mockedPurchase).toHaveBeenCalledWith(
      {
        venue_carnet_type_id: 6,
        venue_id: 2,
        regulation_acceptance_id: [1, 2],
        online_payment_method_id: 509,
        blik_code: '777123',
      },
      expect.anything(),
    );
  });

  it('shows a refusal in words and keeps what the player filled in', async () => {
    signIn();
    mockedPurchase.mockRejectedValue(new ApiError({ kind: 'http', status: 422, code: 'CARNET_NOT_ON_SALE' }));
    renderAt('/carnets/2');
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Poranny squash' })).getByRole('button', { name: /Kup karnet/ }),
    );
    const form = screen.getByRole('region', { name: 'Kupujesz: Poranny squash' });
    await userEvent.click(within(form).getByRole('checkbox', { name: /Regulamin obiektu/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Zgoda RODO/ }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Przelew bankowy' }));
    await userEvent.click(within(form).getByRole('button', { name: /^Zapłać/ }));
    expect(await within(form).findByText('Ten karnet nie jest już w sprzedaży.')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Przelew bankowy' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Zgoda RODO/ })).toBeChecked();
  });
});
