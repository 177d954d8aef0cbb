import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { cancelReservation, getReservation } from '../../api/reservations';
import { getVenue } from '../../api/venues';
import { makeReservation, renderPage } from '../../testing/reservation-pages';
import { setUpTranslations } from '../../testing/render-at';
import { downloadIcs } from '../../lib/ics-file';
import { ReservationDetailsPage } from './reservation-details-page';

jest.mock('../../api/reservations', () => ({
  ...jest.requireActual('../../api/reservations'),
  getReservation: jest.fn(),
  cancelReservation: jest.fn(),
  listMyReservations: jest.fn(),
}));
jest.mock('../../api/venues', () => ({ ...jest.requireActual('../../api/venues'), getVenue: jest.fn() }));
jest.mock('../../lib/ics-file', () => ({ ...jest.requireActual('../../lib/ics-file'), downloadIcs: jest.fn() }));

const get = jest.mocked(getReservation);
const cancel = jest.mocked(cancelReservation);
const venue = jest.mocked(getVenue);

const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
inTwoDays.setUTCHours(16, 0, 0, 0);
const start = inTwoDays.toISOString();
const end = new Date(inTwoDays.getTime() + 90 * 60_000).toISOString();
const freeUntil = new Date(inTwoDays.getTime() - 24 * 3_600_000).toISOString();

const paid = makeReservation({
  id: 42,
  start_time: start,
  end_time: end,
  cancellation: { outcome: 'cancelled', free_until: freeUntil, refund: 9000, consequence: 'refund_to_wallet' },
});

function renderDetails() {
  return renderPage(<ReservationDetailsPage />, '/reservation/:venueId/details/:reservationId', '/reservation/1/details/42');
}

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  venue.mockRejectedValue(new ApiError({ kind: 'network' }));
});

describe('ReservationDetailsPage', () => {
  it('shows where and when, the price breakdown, state and payment', async () => {
    get.mockResolvedValue(makeReservation({ ...paid, discount: 1500, total: 7698 }));
    renderDetails();
    const facts = await screen.findByRole('region', { name: 'Rezerwacja' });
    expect(facts).toHaveTextContent('Squash Arena Warszawa');
    expect(facts).toHaveTextContent('Kort 3');
    expect(facts).toHaveTextContent('90 minut');
    expect(facts).toHaveTextContent('Aktywna');
    expect(facts).toHaveTextContent('Opłacona');
    expect(facts).toHaveTextContent('Godziny podane w strefie czasowej obiektu');
    const price = screen.getByRole('region', { name: 'Cena' });
    expect(price).toHaveTextContent('Cena rezerwacji90,00 zł');
    expect(price).toHaveTextContent('Rabat−15,00 zł');
    expect(price).toHaveTextContent('Opłata serwisowa1,98 zł');
    expect(price).toHaveTextContent('Razem76,98 zł');
    expect(get).toHaveBeenCalledWith('42');
    expect(screen.queryByRole('region', { name: 'Zapłać online' })).not.toBeInTheDocument();
  });

  it('says which carnet paid and what it took, never "on site"', async () => {
    get.mockResolvedValue(
      makeReservation({
        ...paid,
        payment_method: 'carnet',
        service_fee: 0,
        carnet: { id: 31, name: 'Poranny squash', kind: 'entries', amount: 1 },
      }),
    );
    renderDetails();
    const facts = await screen.findByRole('region', { name: 'Rezerwacja' });
    expect(facts).toHaveTextContent('Opłacona karnetem Poranny squash (1 wejście)');
    expect(facts).not.toHaveTextContent('na miejscu');
  });

  it('names a value carnet’s part of a split payment in money', async () => {
    get.mockResolvedValue(
      makeReservation({ ...paid, payment_method: 'online', carnet: { id: 32, name: 'Kwotowy 500', kind: 'amount', amount: 4000 } }),
    );
    renderDetails();
    expect(await screen.findByRole('region', { name: 'Rezerwacja' })).toHaveTextContent(
      '(online) Opłacona karnetem Kwotowy 500 (40,00 zł)',
    );
  });

  it('adds the sport and the address once the venue is known', async () => {
    get.mockResolvedValue(paid);
    venue.mockResolvedValue({
      address: 'ul. Żółwia 12',
      city: 'Warszawa',
      sport_types: [{ id: 1, code: 'squash', name: 'Squash' }],
    } as unknown as Awaited<ReturnType<typeof getVenue>>);
    renderDetails();
    const facts = await screen.findByRole('region', { name: 'Rezerwacja' });
    await waitFor(() => expect(facts).toHaveTextContent('Squash Arena Warszawa, ul. Żółwia 12, Warszawa'));
    expect(facts).toHaveTextContent('Kort 3 (Squash)');
  });

  it('says until when the reservation can be cancelled for free, as a whole phrase, before the cancel button is pressed', async () => {
    get.mockResolvedValue(paid);
    renderDetails();
    const actions = await screen.findByRole('region', { name: 'Co chcesz zrobić?' });
    expect(actions).toHaveTextContent(/Bezpłatnie odwołasz ją najpóźniej (w|we) \p{L}+, \d{1,2} \p{L}+, o \d{2}:\d{2}\./u);
  });

  it('has no free-cancellation note once cancelling would be late', async () => {
    get.mockResolvedValue(
      makeReservation({
        ...paid,
        cancellation: { outcome: 'cancelled_not_on_time', free_until: freeUntil, refund: 0, consequence: 'no_refund' },
      }),
    );
    renderDetails();
    await screen.findByRole('button', { name: 'Odwołaj rezerwację' });
    expect(screen.queryByText(/Bezpłatnie odwołasz/)).not.toBeInTheDocument();
  });

  it('states the refund before cancelling; Escape closes the question and returns focus', async () => {
    get.mockResolvedValue(paid);
    renderDetails();
    const open = await screen.findByRole('button', { name: 'Odwołaj rezerwację' });
    await userEvent.click(open);
    const confirm = screen.getByRole('region', { name: 'Odwołać rezerwację?' });
    expect(confirm).toHaveTextContent(/Odwołanie jest bezpłatne do .+\. Zwrócimy 90,00 zł do Twojego portfela\./);
    expect(confirm).toHaveTextContent('Opłata serwisowa za płatność online nie podlega zwrotowi.');
    expect(confirm).not.toHaveTextContent(/zarezerwuje ten kort ponownie/);
    expect(screen.getByRole('heading', { name: 'Odwołać rezerwację?' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Odwołać rezerwację?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odwołaj rezerwację' })).toHaveFocus();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('cancels on confirmation and shows the new state and the refund', async () => {
    get.mockResolvedValue(paid);
    cancel.mockResolvedValue({ ...paid, state: 'cancelled', cancellation: null });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj rezerwację' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak, odwołaj' }));
    expect(cancel).toHaveBeenCalledWith(42);
    const outcome = await screen.findByText(/Rezerwacja została odwołana\./);
    expect(outcome).toHaveTextContent('Rezerwacja została odwołana. Zwrot 90,00 zł trafił do Twojego portfela.');
    expect(screen.getByRole('region', { name: 'Rezerwacja' })).toHaveTextContent('Odwołana');
    expect(screen.queryByRole('button', { name: 'Odwołaj rezerwację' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj do kalendarza (.ics)' })).not.toBeInTheDocument();
  });

  it('cancelling a reservation a carnet paid says the entry goes back to the carnet, before and after', async () => {
    const withCarnet = makeReservation({
      ...paid,
      payment_method: 'carnet',
      service_fee: 0,
      carnet: { id: 31, name: 'Poranny squash', kind: 'entries', amount: 1 },
      cancellation: { outcome: 'cancelled', free_until: freeUntil, refund: 0, consequence: 'none' },
    });
    get.mockResolvedValue(withCarnet);
    cancel.mockResolvedValue({ ...withCarnet, state: 'cancelled', cancellation: null });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj rezerwację' }));
    expect(screen.getByRole('region', { name: 'Odwołać rezerwację?' })).toHaveTextContent('1 wejście wróci na karnet Poranny squash.');
    expect(screen.getByRole('region', { name: 'Odwołać rezerwację?' })).not.toHaveTextContent('nie jest opłacona');
    await userEvent.click(screen.getByRole('button', { name: 'Tak, odwołaj' }));
    expect(await screen.findByText(/Rezerwacja została odwołana\./)).toHaveTextContent(
      'Rezerwacja została odwołana. 1 wejście wróciło na karnet Poranny squash.',
    );
  });

  it('warns that a late cancellation keeps the money, and says so after', async () => {
    const late = makeReservation({
      ...paid,
      created_at: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      cancellation: {
        outcome: 'cancelled_not_on_time',
        free_until: new Date(Date.now() - 3_600_000).toISOString(),
        refund: 0,
        consequence: 'no_refund',
      },
    });
    get.mockResolvedValue(late);
    cancel.mockResolvedValue({ ...late, state: 'cancelled_not_on_time', cancellation: null });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj rezerwację' }));
    const confirm = screen.getByRole('region', { name: 'Odwołać rezerwację po terminie?' });
    // The preview refunds 0 when late; the message names what was paid (the total shown), not 0,00 zł.
    expect(confirm).toHaveTextContent(/Bezpłatne odwołanie było możliwe do .+, a zapłacone 91,98 zł nie zostanie zwrócone\./);
    // …unless the court is booked again for the whole time (release and resell).
    expect(confirm).toHaveTextContent(
      'Jeśli ktoś zarezerwuje ten kort ponownie na cały ten czas, zapłacone pieniądze wrócą do Twojego portfela',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tak, odwołaj po terminie' }));
    expect(await screen.findByText(/Rezerwacja została odwołana po terminie\./)).toHaveTextContent(
      'Zapłacona kwota nie zostanie zwrócona.',
    );
    expect(screen.getByRole('region', { name: 'Rezerwacja' })).toHaveTextContent('Odwołana po terminie');
  });

  it('says a booking made after the free-cancellation deadline never had free cancellation', async () => {
    const deadline = new Date(Date.now() - 3_600_000);
    get.mockResolvedValue(
      makeReservation({
        ...paid,
        created_at: new Date(deadline.getTime() + 60_000).toISOString(),
        cancellation: { outcome: 'cancelled_not_on_time', free_until: deadline.toISOString(), refund: 0, consequence: 'no_refund' },
      }),
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj rezerwację' }));
    const confirm = screen.getByRole('region', { name: 'Odwołać rezerwację po terminie?' });
    expect(confirm).toHaveTextContent('Ta rezerwacja została zrobiona już po terminie bezpłatnego odwołania.');
    expect(confirm).not.toHaveTextContent('Bezpłatne odwołanie było możliwe');
  });

  it('keeps the question open with a message when cancelling fails', async () => {
    get.mockResolvedValue(paid);
    cancel.mockRejectedValue(new ApiError({ kind: 'http', status: 422, code: 'NOT_CANCELLABLE' }));
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj rezerwację' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak, odwołaj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tej rezerwacji nie można już odwołać.');
    expect(screen.getByRole('region', { name: 'Odwołać rezerwację?' })).toBeInTheDocument();
  });

  it('offers online payment for an unpaid reservation with the time left to pay', async () => {
    const payUntil = new Date(Date.now() + 20 * 60_000 - 1_000).toISOString();
    get.mockResolvedValue(
      makeReservation({
        ...paid,
        payment_status: 'pending_online',
        pay_until: payUntil,
        cancellation: { ...paid.cancellation!, refund: 0, consequence: 'none' },
      }),
    );
    renderDetails();
    const pay = await screen.findByRole('region', { name: 'Zapłać online' });
    expect(within(pay).getByTestId('pay-until')).toHaveTextContent(
      /Opłać najpóźniej we? \S+, \d{1,2} \S+, o \d\d:\d\d, inaczej rezerwacja zostanie anulowana\. Zostało 20 minut\./,
    );
    expect(within(pay).getByRole('button', { name: /Zapłać 91,98\szł/ })).toBeInTheDocument();
    // Facts and the payment deadline both show venue times: the zone is named once for the page.
    expect(screen.getAllByText(/Godziny podane w strefie czasowej obiektu/)).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Rezerwacja' })).toHaveTextContent('Czeka na płatność online');
  });

  it('says a payment is under way instead of offering a second one', async () => {
    get.mockResolvedValue(makeReservation({ ...paid, payment_status: 'pending' }));
    renderDetails();
    expect(await screen.findByText(/Płatność za tę rezerwację jest w toku\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zapłać online' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rezerwacja' })).toHaveTextContent('Płatność w toku');
  });

  it('exports the reservation as an .ics file with its stable UID and UTC times', async () => {
    get.mockResolvedValue(paid);
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj do kalendarza (.ics)' }));
    await waitFor(() => expect(downloadIcs).toHaveBeenCalledTimes(1));
    const [text, fileName] = jest.mocked(downloadIcs).mock.calls[0] ?? [];
    expect(fileName).toBe('reservation-42.ics');
    const unfolded = (text ?? '').replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`UID:reservation-${paid.reservation_uuid}@localhost`);
    expect(unfolded).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(unfolded).toContain('SUMMARY:Kort 3');
    expect(unfolded).toContain(
      'DESCRIPTION:Rezerwacja: Squash Arena Warszawa\\, Kort 3. Szczegóły i odwołanie: http://localhost/reservation/1/details/42',
    );
    expect(screen.getByText('Pobrano plik kalendarza.')).toBeInTheDocument();
  });

  it("shows an active reservation's QR for the venue's kiosk: its self-checkout URL on the app's origin", async () => {
    get.mockResolvedValue(paid);
    renderDetails();
    const checkIn = await screen.findByRole('region', { name: 'Zameldowanie na obiekcie' });
    const qr = await within(checkIn).findByRole('img', { name: 'Kod QR rezerwacji na Kort 3 do kiosku obiektu' });
    expect(qr.closest('[data-testid="reservation-check-in-qr"]')).toHaveAttribute(
      'data-value',
      `http://localhost/self-checkout/1/${paid.reservation_uuid}`,
    );
  });

  it("offers no cancel of a course session alone: it leads to the child's card, where the enrolment is cancelled", async () => {
    get.mockResolvedValue(
      makeReservation({
        ...paid,
        cancellation: null,
        course: {
          enrollment_id: 77,
          course_id: 5,
          name: 'Tenis dla dzieci',
          colour: '#1e88e5',
          child: { id: 31, first_name: 'Ola', last_name: 'Nowak' },
        },
      }),
    );
    renderDetails();
    const actions = await screen.findByRole('region', { name: 'Co chcesz zrobić?' });
    expect(actions).toHaveTextContent(
      'To spotkanie kursu Tenis dla dzieci (uczestnik: Ola Nowak). Pojedynczego spotkania kursu nie można odwołać',
    );
    expect(within(actions).queryByRole('button', { name: 'Odwołaj rezerwację' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Przejdź do karty dziecka' })).toHaveAttribute('href', '/your-account#children');
  });

  it('shows no check-in QR for a cancelled reservation', async () => {
    get.mockResolvedValue(makeReservation({ ...paid, state: 'cancelled', cancellation: null }));
    renderDetails();
    await screen.findByRole('region', { name: 'Rezerwacja' });
    expect(screen.queryByRole('region', { name: 'Zameldowanie na obiekcie' })).not.toBeInTheDocument();
  });

  it.each([
    [404, 'Nie znaleziono rezerwacji'],
    [403, 'To nie jest Twoja rezerwacja'],
  ])('explains a %i answer with a way back', async (status, title) => {
    get.mockRejectedValue(new ApiError({ kind: 'http', status }));
    renderDetails();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do moich rezerwacji' })).toHaveAttribute('href', '/my-reservations');
  });

  it('offers a retry when loading failed', async () => {
    get.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValue(paid);
    renderDetails();
    expect(await screen.findByText('Nie udało się wczytać rezerwacji.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('region', { name: 'Rezerwacja' })).toBeInTheDocument();
  });
});
