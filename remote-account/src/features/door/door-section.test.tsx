import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import type { DoorResult } from '@venue/api/schemas/account';
import { authStore } from '@venue/auth-store';
import { getDoorWindow, openDoor } from '../../api/door';
import { listVenues } from '../../api/venues';
import { VENUES, renderAt, setUpTranslations, signInAs, userAtVenues } from '../../testing/render-at';
import { DoorSection } from './door-section';

jest.mock('../../api/door', () => ({ ...jest.requireActual<object>('../../api/door'), openDoor: jest.fn(), getDoorWindow: jest.fn() }));
jest.mock('../../api/venues', () => ({ ...jest.requireActual<object>('../../api/venues'), listVenues: jest.fn() }));
const open = jest.mocked(openDoor);
const doorWindow = jest.mocked(getDoorWindow);
const venues = jest.mocked(listVenues);

const DONE: DoorResult = { venue_id: 1, command: 'open', status: 'done', executed_at: '2030-06-03T16:00:00.000Z', reservation_id: 5 };

function row(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return item;
}

beforeAll(setUpTranslations);
beforeEach(() => {
  open.mockReset();
  venues.mockReset();
  venues.mockResolvedValue(VENUES);
  doorWindow.mockReset();
  // The product default; the e2e stack and venues may configure another.
  doorWindow.mockResolvedValue(30);
});
afterEach(() => act(() => authStore.getState().logout()));

describe('DoorSection', () => {
  it('explains the reservation window and lists a button per venue of the user', async () => {
    signInAs(userAtVenues(1, 2));
    renderAt(<DoorSection />);
    const section = screen.getByRole('region', { name: 'Otwieranie drzwi' });
    const list = await within(section).findByRole('list', { name: 'Twoje obiekty' });
    expect(section).toHaveTextContent('od 30 minut przed jej początkiem do jej końca');
    expect(doorWindow).toHaveBeenCalledTimes(1);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Otwórz drzwi: Squash Arena Warszawa' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Otwórz drzwi: Kraków Tenis Club' })).toBeInTheDocument();
  });

  it.each([
    [1440, 'od 1440 minut przed jej początkiem'],
    [1, 'od 1 minuty przed jej początkiem'],
    [3, 'od 3 minut przed jej początkiem'],
    [22, 'od 22 minut przed jej początkiem'],
  ])('states the window the server is configured with (%i)', async (minutes, text) => {
    doorWindow.mockResolvedValue(minutes);
    signInAs(userAtVenues(1));
    renderAt(<DoorSection />);
    const section = screen.getByRole('region', { name: 'Otwieranie drzwi' });
    expect(await within(section).findByText(new RegExp(text))).toBeInTheDocument();
  });

  it('uses the loaded window in a refusal that does not state one', async () => {
    doorWindow.mockResolvedValue(1440);
    signInAs(userAtVenues(1));
    open.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 403, code: 'DOOR_NOT_ALLOWED' }));
    renderAt(<DoorSection />);
    await userEvent.click(await screen.findByRole('button', { name: /Otwórz drzwi/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('która zaczyna się w ciągu 1440 minut albo właśnie trwa.');
  });

  it('still opens the door when the window cannot be loaded, and words it without a number', async () => {
    doorWindow.mockRejectedValue(new ApiError({ kind: 'http', status: 500, code: 'INTERNAL' }));
    signInAs(userAtVenues(1));
    open.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 403, code: 'DOOR_NOT_ALLOWED' })).mockResolvedValueOnce(DONE);
    renderAt(<DoorSection />);
    const section = screen.getByRole('region', { name: 'Otwieranie drzwi' });
    const button = await within(section).findByRole('button', { name: 'Otwórz drzwi: Squash Arena Warszawa' });
    expect(section).toHaveTextContent('w czasie jej trwania, a także przez pewien czas przed jej początkiem.');
    expect(section).not.toHaveTextContent(/\d+ minut/);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która wkrótce się zaczyna albo właśnie trwa.',
    );
    await userEvent.click(button);
    expect(await within(row('Squash Arena Warszawa')).findByRole('status')).toHaveTextContent('Drzwi są otwarte.');
  });

  it('asks for the venue list again when a cached one lacks a venue of the user', async () => {
    const opened = {
      id: 9,
      name: 'Nowy Klub',
      city: 'Lublin',
      timezone: 'Europe/Warsaw',
      address: 'ul. Nowa 9',
      sport_types: [],
      opening_hours: [],
    };
    venues.mockResolvedValueOnce(VENUES).mockResolvedValueOnce([...VENUES, opened]);
    signInAs(userAtVenues(1, 9));
    renderAt(<DoorSection />);
    expect(await screen.findByRole('button', { name: 'Otwórz drzwi: Nowy Klub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otwórz drzwi: Squash Arena Warszawa' })).toBeInTheDocument();
    expect(venues).toHaveBeenCalledTimes(2);
  });

  it('tells a user without venues to book first', async () => {
    signInAs(userAtVenues());
    renderAt(<DoorSection />);
    expect(await screen.findByText(/Drzwi otworzysz w obiekcie, w którym masz rezerwację/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Otwórz drzwi/ })).not.toBeInTheDocument();
  });

  it('shows the pending state on the pressed button and then that the door is open', async () => {
    signInAs(userAtVenues(1, 2));
    let finish: (result: DoorResult) => void = () => undefined;
    open.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderAt(<DoorSection />);
    const button = await screen.findByRole('button', { name: 'Otwórz drzwi: Kraków Tenis Club' });
    await userEvent.click(button);
    expect(open).toHaveBeenCalledWith(2, expect.any(AbortSignal));
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while pending sends nothing.
    await userEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    act(() => finish({ ...DONE, venue_id: 2 }));
    expect(await within(row('Kraków Tenis Club')).findByRole('status')).toHaveTextContent('Drzwi są otwarte.');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(within(row('Squash Arena Warszawa')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a refusal outside the reservation window', async () => {
    signInAs(userAtVenues(1));
    open.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 403, code: 'DOOR_NOT_ALLOWED' }));
    renderAt(<DoorSection />);
    await userEvent.click(await screen.findByRole('button', { name: /Otwórz drzwi/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która zaczyna się w ciągu 30 minut albo właśnie trwa.',
    );
  });

  it('states the window the server gives with its refusal', async () => {
    signInAs(userAtVenues(1));
    open.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 403,
        code: 'DOOR_NOT_ALLOWED',
        body: { code: 'DOOR_NOT_ALLOWED', message: 'x', open_before_minutes: 15 },
      }),
    );
    renderAt(<DoorSection />);
    await userEvent.click(await screen.findByRole('button', { name: /Otwórz drzwi/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('która zaczyna się w ciągu 15 minut albo właśnie trwa.');
  });

  it.each([
    ['the controller failed', new ApiError({ kind: 'http', status: 502, code: 'DOOR_OPEN_FAILED' })],
    ['a gateway answered 503', new ApiError({ kind: 'http', status: 503 })],
  ])('says the door open failed when %s, and a retry can succeed', async (_case, error) => {
    signInAs(userAtVenues(1));
    open.mockRejectedValueOnce(error).mockResolvedValueOnce(DONE);
    renderAt(<DoorSection />);
    await userEvent.click(await screen.findByRole('button', { name: /Otwórz drzwi/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się otworzyć drzwi.');
    await userEvent.click(screen.getByRole('button', { name: /Otwórz drzwi/ }));
    expect(await within(row('Squash Arena Warszawa')).findByRole('status')).toHaveTextContent('Drzwi są otwarte.');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('words the window with the plural forms of English and Ukrainian', async () => {
    const { setLanguage } = await import('@venue/i18n');
    doorWindow.mockResolvedValue(21);
    signInAs(userAtVenues(1));
    try {
      act(() => setLanguage('en'));
      renderAt(<DoorSection />);
      const section = await screen.findByRole('region', { name: 'Door opening' });
      expect(await within(section).findByText(/from 21 minutes before it starts until it ends/)).toBeInTheDocument();
      act(() => setLanguage('ua'));
      expect(section).toHaveTextContent('від 21 хвилини до його початку');
    } finally {
      act(() => setLanguage('pl'));
    }
  });

  it('says so in English and Ukrainian too', async () => {
    const { setLanguage } = await import('@venue/i18n');
    signInAs(userAtVenues(1));
    open.mockRejectedValue(new ApiError({ kind: 'http', status: 502, code: 'DOOR_OPEN_FAILED' }));
    try {
      act(() => setLanguage('en'));
      renderAt(<DoorSection />);
      await userEvent.click(await screen.findByRole('button', { name: 'Open the door: Squash Arena Warszawa' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Door open failed.');
      act(() => setLanguage('ua'));
      expect(screen.getByRole('alert')).toHaveTextContent('Не вдалося відчинити двері.');
    } finally {
      act(() => setLanguage('pl'));
    }
  });

  it('says the venue opens only for a paid reservation when the booking in the window is unpaid, in every language', async () => {
    const { setLanguage } = await import('@venue/i18n');
    signInAs(userAtVenues(1));
    open.mockRejectedValue(new ApiError({ kind: 'http', status: 403, code: 'DOOR_PAYMENT_REQUIRED' }));
    try {
      renderAt(<DoorSection />);
      await userEvent.click(await screen.findByRole('button', { name: 'Otwórz drzwi: Squash Arena Warszawa' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Ten obiekt otwiera drzwi tylko dla opłaconej rezerwacji.');
      // Not the window explanation that other 403 answers get.
      expect(alert).not.toHaveTextContent('w ciągu');
      act(() => setLanguage('en'));
      expect(screen.getByRole('alert')).toHaveTextContent('This venue opens the door only for a paid reservation.');
      act(() => setLanguage('ua'));
      expect(screen.getByRole('alert')).toHaveTextContent('Цей об’єкт відчиняє двері лише для оплаченого бронювання.');
    } finally {
      act(() => setLanguage('pl'));
    }
  });

  it('asks to try again in a moment when the server is busy, and a retry can succeed', async () => {
    signInAs(userAtVenues(1));
    open
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 }))
      .mockResolvedValueOnce(DONE);
    renderAt(<DoorSection />);
    await userEvent.click(await screen.findByRole('button', { name: /Otwórz drzwi/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serwis jest teraz przeciążony. Spróbuj ponownie za chwilę.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Nie udało się otworzyć drzwi.');
    await userEvent.click(screen.getByRole('button', { name: /Otwórz drzwi/ }));
    expect(await within(row('Squash Arena Warszawa')).findByRole('status')).toHaveTextContent('Drzwi są otwarte.');
  });
});
