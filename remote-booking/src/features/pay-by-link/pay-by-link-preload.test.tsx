import { render } from '@testing-library/react';
import { PAYMENT_METHOD_BLIK } from '@venue/api/schemas/payment';
import { getPaymentMethods } from '../../api/payments';
import { getReservationByUuid } from '../../api/reservations';
import { usePaymentMethods } from '../../components/payment';
import { preloadPayByLinkPage } from './pay-by-link-preload';
import { linkReservation as reservation } from './testing/fixtures';
import { useLinkReservation } from './use-link-reservation';

jest.mock('../../api/reservations', () => ({ ...jest.requireActual('../../api/reservations'), getReservationByUuid: jest.fn() }));
jest.mock('../../api/payments', () => ({ ...jest.requireActual('../../api/payments'), getPaymentMethods: jest.fn() }));
const mockedGet = jest.mocked(getReservationByUuid);
const mockedMethods = jest.mocked(getPaymentMethods);

const uuid = (n: number) => `5d0c1f0e-8a8b-4d5e-9f3a-2b1c0d9e8f${String(n).padStart(2, '0')}`;

beforeEach(() => {
  mockedGet.mockReset();
  mockedMethods.mockReset().mockResolvedValue([{ id: PAYMENT_METHOD_BLIK, name: 'BLIK', type: 'blik' }]);
});

// The app's own cache (no test provider): what the preload fills is what the page reads.
function LinkState({ reference, renders }: { readonly reference: string; readonly renders: string[] }) {
  const { state } = useLinkReservation(reference);
  renders.push(state.kind);
  return <p>{state.kind}</p>;
}

describe('preloadPayByLinkPage', () => {
  it('gives the page the reservation in its first render, without asking again', async () => {
    mockedGet.mockResolvedValue(reservation({ reservation_uuid: uuid(1) }));
    await preloadPayByLinkPage({ params: { reservationUUID: uuid(1) }, search: new URLSearchParams() });
    expect(mockedGet).toHaveBeenCalledWith(uuid(1));
    const renders: string[] = [];
    render(<LinkState reference={uuid(1)} renders={renders} />);
    expect(renders[0]).toBe('loaded');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedGet).toHaveBeenCalledTimes(1);
  });

  it("asks for the venue's payment methods once the reservation is in, and the form takes them", async () => {
    mockedGet.mockResolvedValue(reservation({ reservation_uuid: uuid(5), venue_id: 41 }));
    await preloadPayByLinkPage({ params: { reservationUUID: uuid(5) }, search: new URLSearchParams() });
    expect(mockedMethods.mock.calls).toEqual([[41]]);
    const states: string[] = [];
    function Methods() {
      states.push(usePaymentMethods(41).status);
      return null;
    }
    render(<Methods />);
    expect(states[0]).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedMethods).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['paid', { payment_status: 'paid' }],
    ['cancelled', { state: 'cancelled' }],
    ['already started', { start_time: '2020-01-01T10:00:00.000Z' }],
  ] as const)('asks for no methods when the page offers no form (%s)', async (_, overrides) => {
    mockedGet.mockResolvedValue(reservation({ reservation_uuid: uuid(6), ...overrides }));
    await preloadPayByLinkPage({ params: { reservationUUID: uuid(6) }, search: new URLSearchParams() });
    expect(mockedMethods).not.toHaveBeenCalled();
  });

  it('asks nothing for an address that is no uuid', async () => {
    await preloadPayByLinkPage({ params: { reservationUUID: 'not-a-uuid' }, search: new URLSearchParams() });
    await preloadPayByLinkPage({ params: {}, search: new URLSearchParams() });
    expect(mockedGet).not.toHaveBeenCalled();
  });

  it('leaves a failed request to the page', async () => {
    mockedGet.mockRejectedValue(new Error('offline'));
    await expect(preloadPayByLinkPage({ params: { reservationUUID: uuid(2) }, search: new URLSearchParams() })).resolves.toBeUndefined();
  });
});

it("is the routes module's preload of both pay-by-link addresses, which the host calls on a visit's first page", async () => {
  const { default: routesModule } = await import('../../routes/routes-module');
  mockedGet.mockResolvedValue(reservation());
  await routesModule.preload.paymentCreateShort({ params: { reservationUUID: uuid(3) }, search: new URLSearchParams() });
  await routesModule.preload.paymentCreate({ params: { reservationUUID: uuid(4) }, search: new URLSearchParams() });
  expect(mockedGet.mock.calls).toEqual([[uuid(3)], [uuid(4)]]);
});
