import { render } from '@testing-library/react';
import useSWR from 'swr';
import { getVenue, getVenueAvailability, venueKey } from '../api/venues';
import { availability, venue } from '../features/courts/testing/fixtures';
import { preloadVenuePage } from './venue-page-preload';

jest.mock('../api/venues', () => ({ ...jest.requireActual('../api/venues'), getVenue: jest.fn(), getVenueAvailability: jest.fn() }));
const mockedVenue = jest.mocked(getVenue);
const mockedAvailability = jest.mocked(getVenueAvailability);

const DAY = '2027-03-28';

beforeEach(() => {
  mockedVenue.mockReset();
  mockedAvailability.mockReset();
});

// The app's own cache (no test provider): what the preload fills is what the page reads.
function VenueName({ venueId, renders }: { readonly venueId: number; readonly renders: string[] }) {
  const { data } = useSWR(venueKey(venueId), ([, , id]) => getVenue(id));
  renders.push(data?.name ?? 'loading');
  return <h1>{data?.name ?? 'loading'}</h1>;
}

describe('preloadVenuePage', () => {
  it('asks for the venue and the slots the courts address names, at once', async () => {
    mockedVenue.mockResolvedValue(venue({ id: 31 }));
    mockedAvailability.mockResolvedValue(availability());
    await preloadVenuePage({ params: { venueId: '31', '*': 'courts' }, search: new URLSearchParams(`sport=1&date=${DAY}`) });
    expect(mockedVenue).toHaveBeenCalledWith(31);
    expect(mockedAvailability).toHaveBeenCalledWith(31, { date: DAY, sportTypeId: 1, courtType: undefined });
  });

  it('gives a page rendered afterwards the venue in its first render, without asking again', async () => {
    mockedVenue.mockResolvedValue(venue({ id: 32, name: 'Hala Preload' }));
    await preloadVenuePage({ params: { venueId: '32', '*': 'classes' }, search: new URLSearchParams() });
    const renders: string[] = [];
    render(<VenueName venueId={32} renders={renders} />);
    expect(renders[0]).toBe('Hala Preload');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedVenue).toHaveBeenCalledTimes(1);
  });

  it('asks for no slots on another tab or without a sport, and nothing for an address that is no venue', async () => {
    mockedVenue.mockResolvedValue(venue({ id: 33 }));
    await preloadVenuePage({ params: { venueId: '33', '*': 'trainers' }, search: new URLSearchParams('sport=1') });
    await preloadVenuePage({ params: { venueId: '33', '*': 'courts' }, search: new URLSearchParams() });
    await preloadVenuePage({ params: { venueId: 'abc', '*': 'courts' }, search: new URLSearchParams('sport=1') });
    expect(mockedAvailability).not.toHaveBeenCalled();
    expect(mockedVenue.mock.calls).toEqual([[33]]);
  });

  it('leaves a failed request to the page', async () => {
    mockedVenue.mockRejectedValue(new Error('offline'));
    await expect(preloadVenuePage({ params: { venueId: '34', '*': 'courts' }, search: new URLSearchParams() })).resolves.toBeUndefined();
  });
});

it("is the routes module's preload of the venue page, which the host calls on a visit's first page", async () => {
  const { default: routesModule } = await import('../routes/routes-module');
  mockedVenue.mockResolvedValue(venue({ id: 35 }));
  mockedAvailability.mockResolvedValue(availability());
  await routesModule.preload.reservationVenue({
    params: { venueId: '35', '*': 'courts' },
    search: new URLSearchParams(`sport=1&date=${DAY}`),
  });
  expect(mockedVenue).toHaveBeenCalledWith(35);
  expect(mockedAvailability).toHaveBeenCalledWith(35, { date: DAY, sportTypeId: 1, courtType: undefined });
});
