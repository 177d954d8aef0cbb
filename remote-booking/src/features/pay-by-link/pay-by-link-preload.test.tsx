import { render } from '@testing-library/react';
import { getReservationByUuid } from '../../api/reservations';
import { preloadPayByLinkPage } from './pay-by-link-preload';
import { linkReservation as reservation } from './testing/fixtures';
import { useLinkReservation } from './use-link-reservation';

jest.mock('../../api/reservations', () => ({ ...jest.requireActual('../../api/reservations'), getReservationByUuid: jest.fn() }));
const mockedGet = jest.mocked(getReservationByUuid);

const uuid = (n: number) => `5d0c1f0e-8a8b-4d5e-9f3a-2b1c0d9e8f${String(n).padStart(2, '0')}`;

beforeEach(() => mockedGet.mockReset());

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
