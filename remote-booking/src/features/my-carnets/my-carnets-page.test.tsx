import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { listMyCarnets } from '../../api/carnets';
import { makeUserCarnet } from '../../testing/carnets';
import { renderAt, setUpTranslations } from '../../testing/render-at';
import { MyCarnetsPage } from './my-carnets-page';

jest.mock('../../api/carnets', () => ({ ...jest.requireActual('../../api/carnets'), listMyCarnets: jest.fn() }));
const list = jest.mocked(listMyCarnets);

const active = makeUserCarnet({
  usage: [
    {
      kind: 'return',
      amount: 1,
      at: '2026-11-20T10:00:00.000Z',
      reservation_id: 301,
      reservation_uuid: 'c0ffee00-0000-4000-8000-000000000301',
      sport_object_name: 'Kort squash 1',
      start_time: '2026-11-24T07:00:00.000Z',
      end_time: '2026-11-24T08:00:00.000Z',
    },
    {
      kind: 'use',
      amount: 1,
      at: '2026-11-19T10:00:00.000Z',
      reservation_id: 301,
      reservation_uuid: 'c0ffee00-0000-4000-8000-000000000301',
      sport_object_name: 'Kort squash 1',
      start_time: '2026-11-24T07:00:00.000Z',
      end_time: '2026-11-24T08:00:00.000Z',
    },
  ],
});
const awaiting = makeUserCarnet({
  id: 32,
  name: 'Kwotowy 500',
  kind: 'amount',
  value: 50000,
  remaining: 50000,
  price: 45000,
  duration_days: 22,
  available_hours: [],
  valid_from: null,
  expires_at: null,
  state: 'awaiting_payment',
  available: false,
  unavailable_reason: 'not_paid',
  payment_id: 88,
});
const usedUp = makeUserCarnet({ id: 33, name: 'Stary', remaining: 0, state: 'used_up', available: false, unavailable_reason: 'used_up' });

const renderPage = () => renderAt(<MyCarnetsPage />, { path: '/my-carnets' });

beforeAll(setUpTranslations);
beforeEach(() => {
  list.mockReset();
  list.mockResolvedValue([active, awaiting, usedUp]);
});

describe('MyCarnetsPage', () => {
  it('shows each carnet with its value, what is left, price, validity, hours, dates and state', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Poranny squash' });
    expect(card).toHaveTextContent('Zostało: 8 wejść');
    expect(card).toHaveTextContent('Dostępny');
    expect(card).toHaveTextContent('Wartość10 wejść');
    expect(card).toHaveTextContent('Pozostało8 wejść');
    expect(card).toHaveTextContent('Cena400,00 zł');
    expect(card).toHaveTextContent('Ważność90 dni');
    expect(card).toHaveTextContent('pon.–pt. 06:00–16:00');
    // Dates on the venue's clock (Warsaw, UTC+1 in winter).
    expect(card).toHaveTextContent(/Data dodania.*2 lis 2026, 10:00/);
    expect(card).toHaveTextContent(/Ważny do.*31 sty 2027, 23:59/);
    expect(within(card).getByRole('link', { name: 'Centrum Rakietowe Wawel' })).toHaveAttribute('href', '/carnets/2');
    expect(screen.getAllByText(/Godziny podane w strefie czasowej obiektu/)).toHaveLength(1);
  });

  it('writes an expiry at the end of the last day as 24:00 of that day, never 00:00 of the next', async () => {
    // The server's expiry: midnight in Warsaw after 31 Jan 2027, i.e. 23:00 UTC.
    list.mockResolvedValue([makeUserCarnet({ expires_at: '2027-01-31T23:00:00.000Z' })]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Poranny squash' });
    expect(card).toHaveTextContent(/Ważny do.*31 sty 2027, 24:00/);
    expect(card).not.toHaveTextContent('1 lut 2027, 00:00');
  });

  it('says why a carnet cannot be used and links a pending purchase to its payment', async () => {
    renderPage();
    const pending = await screen.findByRole('article', { name: 'Kwotowy 500' });
    expect(pending).toHaveTextContent('Niedostępny: czeka na płatność');
    expect(pending).toHaveTextContent('Karnet będzie dostępny, gdy płatność zostanie potwierdzona.');
    expect(pending).toHaveTextContent('Zostało: 500,00 zł');
    expect(pending).toHaveTextContent('Liczona od potwierdzenia płatności');
    expect(pending).toHaveTextContent('22 dni');
    expect(within(pending).getByRole('link', { name: 'Sprawdź status płatności' })).toHaveAttribute('href', '/payment-status/88');
    expect(screen.getByRole('article', { name: 'Stary' })).toHaveTextContent('Niedostępny: wykorzystany');
  });

  it('lists the usage history with a link to each reservation', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Poranny squash' });
    const history = within(card).getByRole('region', { name: 'Historia użycia' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('+1 wejście zwrócono');
    expect(rows[1]).toHaveTextContent('−1 wejście użyto');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: /Rezerwacja: Kort squash 1/ })).toHaveAttribute(
      'href',
      '/reservation/2/details/301',
    );
    expect(within(screen.getByRole('article', { name: 'Stary' })).getByText('Karnet nie był jeszcze używany.')).toBeInTheDocument();
  });

  it('without carnets, points to the venue directory', async () => {
    list.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nie masz jeszcze karnetów' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Znajdź obiekt' })).toHaveAttribute('href', '/venues');
  });

  it('offers a retry when loading fails', async () => {
    list.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('article', { name: 'Poranny squash' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
