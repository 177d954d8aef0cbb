import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment, PaymentStatus } from '@venue/api/schemas/payment';
import type { KioskReservation } from '@venue/api/schemas/kiosk';
import { getPayment, payWithBlik } from '../../api/kiosk';
import { loadKioskStrings, renderKiosk } from '../../testing/render-kiosk';
import { PayPanel } from './pay-panel';

jest.mock('../../api/kiosk', () => ({
  ...jest.requireActual('../../api/kiosk'),
  payWithBlik: jest.fn(),
  getPayment: jest.fn(),
}));

const reservation: KioskReservation = {
  id: 7,
  reservation_uuid: '0b7e9d5a-1b2c-4d3e-9f00-000000000001',
  start_time: '2030-06-03T14:00:00.000Z',
  end_time: '2030-06-03T15:00:00.000Z',
  sport_object_name: 'Kort 1',
  sport_type_id: 1,
  payment_method: 'online',
  payment_status: 'pending_online',
  total: 6198,
  payable: true,
  checked_in_at: null,
};

const payment = (status: PaymentStatus): Payment => ({
  id: 1,
  payment_uuid: 'p-1',
  status,
  method_id: 509,
  amount: 6396,
  service_fee: 198,
  currency: 'PLN',
  redirect_url: null,
  reservation_ids: [7],
  bookings: [],
  venue_id: 1,
  created_at: '2030-06-03T12:00:00.000Z',
});

beforeAll(loadKioskStrings);
beforeEach(() => jest.mocked(payWithBlik).mockReset());

function renderPanel(onPaid = jest.fn()) {
  renderKiosk(<PayPanel reservation={reservation} venueId={1} timeZone="Europe/Warsaw" appUrl="https://app.test" onPaid={onPaid} />);
  return onPaid;
}

const qr = () => screen.queryByRole('img', { name: 'Kod QR strony płatności' });

async function payByBlik() {
  await userEvent.type(screen.getByLabelText(/Kod BLIK/), '777123');
  await userEvent.click(screen.getByRole('button', { name: 'Zapłać BLIK-iem' }));
}

describe('the pay panel', () => {
  it('takes the pay-on-phone QR away once a BLIK payment starts, and keeps it away when paid', async () => {
    jest.mocked(payWithBlik).mockResolvedValue(payment('PENDING'));
    let status: PaymentStatus = 'PENDING';
    jest.mocked(getPayment).mockImplementation(() => Promise.resolve(payment(status)));
    const onPaid = renderPanel();
    expect(await screen.findByTestId('kiosk-qr')).toHaveAttribute('data-value', `https://app.test/p/${reservation.reservation_uuid}`);
    expect(qr()).toBeInTheDocument();

    await payByBlik();
    expect(await screen.findByText('Potwierdź płatność w aplikacji banku…')).toBeInTheDocument();
    expect(payWithBlik).toHaveBeenCalledWith(1, reservation.reservation_uuid, '777123');
    expect(qr()).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Na telefonie' })).not.toBeInTheDocument();

    status = 'SUCCESS';
    expect(await screen.findByText('Zapłacono. Dziękujemy!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(qr()).not.toBeInTheDocument();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('offers the QR again when the BLIK payment could not start', async () => {
    jest.mocked(payWithBlik).mockRejectedValue(new Error('refused'));
    renderPanel();
    await payByBlik();
    expect(await screen.findByText('Płatność się nie powiodła. Spróbuj ponownie.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Kod QR strony płatności' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zapłać BLIK-iem' })).toBeEnabled();
  });

  it('refuses an incomplete code without sending it', async () => {
    renderPanel();
    await userEvent.type(screen.getByLabelText(/Kod BLIK/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Zapłać BLIK-iem' }));
    expect(screen.getByText('Wpisz 6 cyfr kodu BLIK.')).toBeInTheDocument();
    expect(payWithBlik).not.toHaveBeenCalled();
    expect(await screen.findByRole('img', { name: 'Kod QR strony płatności' })).toBeInTheDocument();
  });
});
