import { act, screen } from '@testing-library/react';
import { authStore } from '@venue/auth-store';
import { getDoorWindow } from '../../api/door';
import { listVenues } from '../../api/venues';
import { CheckInQrSection } from '../../features/check-in-qr/check-in-qr-section';
import { DoorSection } from '../../features/door/door-section';
import { VENUES, renderAt, setUpTranslations, signInAs, userAtVenues } from '../../testing/render-at';

jest.mock('../../api/door', () => ({ ...jest.requireActual<object>('../../api/door'), openDoor: jest.fn(), getDoorWindow: jest.fn() }));
jest.mock('../../api/venues', () => ({ ...jest.requireActual<object>('../../api/venues'), listVenues: jest.fn() }));
const doorWindow = jest.mocked(getDoorWindow);
const venues = jest.mocked(listVenues);

beforeAll(setUpTranslations);
beforeEach(() => {
  venues.mockReset();
  venues.mockResolvedValue(VENUES);
  doorWindow.mockResolvedValue(30);
});
afterEach(() => act(() => authStore.getState().logout()));

describe('the account page sections that name the user’s venues', () => {
  it('shares one venue request between the check-in and door sections on the same page', async () => {
    signInAs(userAtVenues(1));
    renderAt(
      <>
        <CheckInQrSection />
        <DoorSection />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Otwórz drzwi: Squash Arena Warszawa' })).toBeInTheDocument();
    expect(await screen.findByText('Obiekt: Squash Arena Warszawa')).toBeInTheDocument();
    expect(venues).toHaveBeenCalledTimes(1);
  });
});
