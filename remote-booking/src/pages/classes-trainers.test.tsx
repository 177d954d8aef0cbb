import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import type { GroupClassOccurrence } from '@venue/api/schemas/group-class';
import type { PublicTrainerProfile } from '@venue/api/schemas/trainer';
import { authStore } from '@venue/auth-store';
import { setLanguage } from '@venue/i18n';
import { getVenue } from '../api/venues';
import { listGroupClasses, previewClassSignUp, signUpForClass } from '../api/classes';
import { getTrainerAvailability, listVenueTrainers } from '../api/trainers';
import { createReservation } from '../api/reservations';
import { listMyCarnets } from '../api/carnets';
import { TrainersPage } from '../features/trainers/trainers-page';
import { setUpTranslations } from '../testing/render-at';
import { renderVenuePage } from '../testing/venue-page';
import { DAY, TODAY, reservation, user, venue } from '../features/courts/testing/fixtures';
import { makeUserCarnet } from '../testing/carnets';
import { getPaymentMethods } from '../api/payments';
import { BOTH_METHODS } from '../testing/payment-methods';

jest.mock('../api/venues', () => ({ ...jest.requireActual('../api/venues'), getVenue: jest.fn() }));
jest.mock('../api/classes', () => ({
  ...jest.requireActual('../api/classes'),
  listGroupClasses: jest.fn(),
  previewClassSignUp: jest.fn(),
  signUpForClass: jest.fn(),
}));
jest.mock('../api/trainers', () => ({
  ...jest.requireActual('../api/trainers'),
  listVenueTrainers: jest.fn(),
  getTrainerAvailability: jest.fn(),
}));
jest.mock('../api/reservations', () => ({ ...jest.requireActual('../api/reservations'), createReservation: jest.fn() }));
jest.mock('../api/carnets', () => ({ ...jest.requireActual('../api/carnets'), listMyCarnets: jest.fn() }));
jest.mock('../api/payments', () => ({
  ...jest.requireActual('../api/payments'),
  createPayment: jest.fn(),
  createBulkPayment: jest.fn(),
  getPayment: jest.fn(),
  getPaymentMethods: jest.fn(),
}));

function occurrence(overrides: Partial<GroupClassOccurrence> = {}): GroupClassOccurrence {
  return {
    id: 101,
    class_id: 10,
    venue_id: 2,
    name: 'Squash dla początkujących',
    description: 'Technika, poruszanie się po korcie.',
    sport_type_id: 1,
    level: 'beginner',
    start_time: `${TODAY}T16:00:00.000Z`,
    end_time: `${TODAY}T17:00:00.000Z`,
    venue_sport_object_id: 11,
    sport_object_name: 'Kort squash 1',
    trainer: { id: 5, display_name: 'Anna Kowalska', photo_url: null },
    price_lists: [
      { id: 1, name: 'Normalny', price: 4000 },
      { id: 2, name: 'Studencki', price: 3000 },
    ],
    max_participants: 8,
    free_places: 3,
    carnet_required: false,
    cancelled: false,
    ...overrides,
  };
}

function trainer(overrides: Partial<PublicTrainerProfile> = {}): PublicTrainerProfile {
  return {
    id: 5,
    venue_id: 2,
    display_name: 'Anna Kowalska',
    first_name: 'Anna',
    about: 'Trenerka squasha od 10 lat.',
    photo_url: null,
    sport_type_ids: [1],
    price_per_hour: 8000,
    venue_sport_object_ids: [11, 12],
    working_hours: { weekly: [], overrides: [] },
    ...overrides,
  };
}

const renderAt = (path: string) => renderVenuePage(path, { '/trainers/:venueId': <TrainersPage /> });

const signIn = () => act(() => authStore.getState().setSession('token', user()));

beforeAll(setUpTranslations);
beforeEach(() => {
  setLanguage('pl');
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
  jest.mocked(getVenue).mockResolvedValue(venue());
  jest.mocked(listMyCarnets).mockResolvedValue([]);
  jest.mocked(listGroupClasses).mockResolvedValue([
    occurrence({ start_time: `${TODAY}T22:00:00.000Z`, end_time: `${TODAY}T22:50:00.000Z` }),
    occurrence({
      id: 102,
      name: 'Tenis grupowy',
      sport_type_id: 2,
      start_time: `${TODAY}T21:00:00.000Z`,
      end_time: `${TODAY}T22:00:00.000Z`,
      free_places: 0,
      trainer: { id: 6, display_name: 'Jan Nowak', photo_url: null },
    }),
    occurrence({
      id: 103,
      name: 'Squash średni',
      start_time: `${TODAY}T20:00:00.000Z`,
      end_time: `${TODAY}T21:00:00.000Z`,
      cancelled: true,
    }),
    occurrence({
      id: 104,
      name: 'Squash jutro',
      start_time: `${DAY}T16:00:00.000Z`,
      end_time: `${DAY}T17:00:00.000Z`,
      free_places: 22,
      max_participants: 24,
    }),
  ]);
});
afterEach(() => act(() => authStore.getState().logout()));

describe('classes tab', () => {
  it('lists the day’s classes in time order with their trainer, court, level, prices and free places', async () => {
    jest.mocked(listGroupClasses).mockResolvedValue([occurrence({ start_time: `${DAY}T16:00:00.000Z`, end_time: `${DAY}T17:00:00.000Z` })]);
    renderAt(`/reservation/2/classes?day=${DAY}`);
    const card = await screen.findByTestId('class-card');
    expect(card).toHaveTextContent('Squash dla początkujących');
    expect(card).toHaveTextContent('Anna Kowalska · Kort squash 1 · Początkujący');
    expect(card).toHaveTextContent('Normalny 40,00 zł');
    expect(card).toHaveTextContent('3 wolne miejsca');
    expect(screen.getByText(/strefie czasowej obiektu/)).toBeInTheDocument();
    // One sport and one trainer this week: nothing to filter by.
    expect(screen.queryByLabelText('Sport')).not.toBeInTheDocument();
  });

  it('says full and cancelled in words, filters by sport and trainer, and says when nothing is left', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse(`${TODAY}T00:00:00.000Z`));
    renderAt('/reservation/2/classes');
    const cards = await screen.findAllByTestId('class-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Squash średni',
      'Tenis grupowy',
      'Squash dla początkujących',
    ]);
    expect(cards[0]).toHaveTextContent('Odwołane');
    expect(cards[1]).toHaveTextContent('Brak miejsc');
    await userEvent.selectOptions(screen.getByLabelText('Trener'), 'Jan Nowak');
    expect(screen.getAllByTestId('class-card')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'Squash');
    expect(screen.getByText('Brak dostępnych zajęć')).toBeInTheDocument();
    now.mockRestore();
  });

  it('shows a class’s details and sends a visitor to sign in and back to the same class', async () => {
    renderAt(`/reservation/2/classes?day=${DAY}`);
    await userEvent.click(await screen.findByRole('button', { name: /Szczegóły i zapis/ }));
    expect(screen.getByRole('heading', { name: 'Squash jutro' })).toHaveFocus();
    expect(screen.getByText('Technika, poruszanie się po korcie.')).toBeInTheDocument();
    expect(screen.getByText('Wolne miejsca: 22 / 24')).toBeInTheDocument();
    // The details replace the list, and with it the list's time-zone note: one per page.
    expect(screen.getAllByText(/strefie czasowej obiektu/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się, aby się zapisać' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('from')).toHaveTextContent(`/reservation/2/classes?day=${DAY}&class=104`);
  });

  it('signs up on site with a price list and the regulations, once', async () => {
    signIn();
    jest.mocked(signUpForClass).mockResolvedValue({ parent_id: null, reservations: [reservation({ id: 77 })] });
    renderAt(`/reservation/2/classes?day=${DAY}&class=104`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz się' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByRole('link', { name: 'Wybierz cennik.' })).toHaveAttribute('href', '#class-price-list');
    await userEvent.click(screen.getByRole('radio', { name: /Studencki/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Na miejscu/ }));
    for (const box of screen.getAllByRole('checkbox', { name: /Regulamin obiektu|Zgoda RODO/ })) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByRole('heading', { name: 'Podsumowanie zapisu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zapis' }));
    expect(await screen.findByRole('heading', { name: 'Zapisano na zajęcia' })).toBeInTheDocument();
    expect(jest.mocked(signUpForClass)).toHaveBeenCalledWith(
      expect.objectContaining({
        venue_group_classes_id: 104,
        price_list_id: 2,
        venue_group_classes_price: 3000,
        payment: 'on_site',
        accepted_regulation_ids: [1, 2],
      }),
    );
  });

  it('offers the next occurrences with room when the class filled up meanwhile, keeping the choices', async () => {
    signIn();
    jest.mocked(signUpForClass).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        code: 'CLASS_FULL',
        body: {
          code: 'CLASS_FULL',
          message: 'full',
          next_occurrences: [
            { venue_group_classes_id: 104, start_time: `${DAY}T16:00:00.000Z`, end_time: `${DAY}T17:00:00.000Z`, free_places: 1 },
          ],
        },
      }),
    );
    // Class 101 starts late today; pinned so the test does not depend on the hour it runs at.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse(`${TODAY}T00:00:00.000Z`));
    renderAt(`/reservation/2/classes?class=101`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz się' }));
    await userEvent.click(screen.getByRole('radio', { name: /Normalny/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Na miejscu/ }));
    for (const box of screen.getAllByRole('checkbox', { name: /Regulamin obiektu|Zgoda RODO/ })) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zapis' }));
    expect(await screen.findByRole('heading', { name: 'Te zajęcia są już pełne.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /1 wolne miejsce/ }));
    expect(await screen.findByRole('heading', { name: 'Squash jutro' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Normalny/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Na miejscu/ })).toBeChecked();
    now.mockRestore();
  });

  it('previews a weekly sign-up, each date with its status', async () => {
    signIn();
    jest.mocked(previewClassSignUp).mockResolvedValue({
      occurrences: [
        {
          venue_group_classes_id: 104,
          start_time: `${DAY}T16:00:00.000Z`,
          end_time: `${DAY}T17:00:00.000Z`,
          status: 'free',
          free_places: 5,
          price: 4000,
        },
        {
          venue_group_classes_id: null,
          start_time: `${DAY}T18:00:00.000Z`,
          end_time: `${DAY}T17:30:00.000Z`,
          status: 'full',
          free_places: 0,
          price: null,
        },
      ],
    });
    renderAt(`/reservation/2/classes?day=${DAY}&class=104`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz się' }));
    await userEvent.click(screen.getByRole('radio', { name: /Normalny/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Na miejscu/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /co tydzień/ }));
    for (const box of screen.getAllByRole('checkbox', { name: /Regulamin obiektu|Zgoda RODO/ })) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    const list = await screen.findByTestId('class-preview');
    expect(list).toHaveTextContent('Są miejsca · 5 wolnych miejsc');
    expect(list).toHaveTextContent('Brak miejsc');
    expect(screen.getByText(/Terminy z miejscami: 1 z 2/)).toBeInTheDocument();
    // The weekly end as a day in words, never the raw YYYY-MM-DD.
    const until = screen.getByText(/^co tydzień do /);
    expect(until.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(until.textContent).toMatch(/^co tydzień do \p{L}+\., \d{1,2} \p{L}+/u);
  });

  it('says before confirming why a carnet does not fit the class, disabled, and signs up with the one that does', async () => {
    signIn();
    jest.mocked(signUpForClass).mockResolvedValue({ parent_id: null, reservations: [reservation({ id: 77 })] });
    jest
      .mocked(listMyCarnets)
      .mockResolvedValue([
        makeUserCarnet({ id: 31, name: 'Poranny squash' }),
        makeUserCarnet({ id: 32, name: 'Squash bez limitu', available_hours: [] }),
        makeUserCarnet({ id: 33, name: 'Tenis', sport_type_ids: [2], available_hours: [] }),
      ]);
    renderAt(`/reservation/2/classes?day=${DAY}&class=104`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz się' }));
    expect(screen.getByRole('radio', { name: /Karnetem/ })).toHaveAccessibleName(/1 karnet pasuje do tego terminu/);
    await userEvent.click(screen.getByRole('radio', { name: /Karnetem/ }));
    // The class is at 17:00 Warsaw time, after the morning carnet's hours.
    expect(screen.getByRole('radio', { name: /Poranny squash/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Poranny squash/ })).toHaveAccessibleName(/Poza godzinami karnetu/);
    expect(screen.getByRole('radio', { name: /Tenis/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Squash bez limitu/ }));
    for (const box of screen.getAllByRole('checkbox', { name: /Regulamin obiektu|Zgoda RODO/ })) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zapis' }));
    expect(await screen.findByRole('heading', { name: 'Zapisano na zajęcia' })).toBeInTheDocument();
    expect(jest.mocked(signUpForClass)).toHaveBeenCalledWith(expect.objectContaining({ payment: 'carnet', user_venue_carnet_id: 32 }));
    // Many steps: on a loaded machine they take longer than the 5 s default.
  }, 20_000);

  it('names why each of the player’s carnets does not fit a carnet-only class', async () => {
    signIn();
    jest.mocked(listMyCarnets).mockResolvedValue([makeUserCarnet({ available: false, unavailable_reason: 'used_up' })]);
    jest
      .mocked(listGroupClasses)
      .mockResolvedValue([occurrence({ id: 104, start_time: `${DAY}T16:00:00.000Z`, carnet_required: true, price_lists: [] })]);
    renderAt(`/reservation/2/classes?day=${DAY}&class=104`);
    expect(await screen.findByText('Poranny squash: Karnet jest wykorzystany')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz się' })).not.toBeInTheDocument();
  });

  it('explains a pass-only venue and links to its carnets', async () => {
    signIn();
    jest.mocked(getVenue).mockResolvedValue(venue({ pass_only: true }));
    jest
      .mocked(listGroupClasses)
      .mockResolvedValue([occurrence({ id: 104, start_time: `${DAY}T16:00:00.000Z`, carnet_required: true, price_lists: [] })]);
    renderAt(`/reservation/2/classes?day=${DAY}&class=104`);
    expect(await screen.findByText(/tylko posiadaczy karnetu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz karnety obiektu' })).toHaveAttribute('href', '/reservation/2/carnets');
  });
});

describe('free places plurals', () => {
  it.each([
    ['pl', 1, '1 wolne miejsce'],
    ['pl', 2, '2 wolne miejsca'],
    ['pl', 5, '5 wolnych miejsc'],
    ['pl', 22, '22 wolne miejsca'],
    ['en', 1, '1 free place'],
    ['en', 5, '5 free places'],
    ['ua', 1, '1 вільне місце'],
    ['ua', 2, '2 вільні місця'],
    ['ua', 5, '5 вільних місць'],
    ['ua', 22, '22 вільні місця'],
  ] as const)('%s %d', async (language, count, text) => {
    setLanguage(language);
    jest.mocked(listGroupClasses).mockResolvedValue([occurrence({ start_time: `${DAY}T16:00:00.000Z`, free_places: count })]);
    renderAt(`/reservation/2/classes?day=${DAY}`);
    expect(await screen.findByTestId('class-card')).toHaveTextContent(text);
  });
});

describe('trainers', () => {
  it('says so when the venue has no trainers', async () => {
    jest.mocked(listVenueTrainers).mockResolvedValue([]);
    renderAt('/reservation/2/trainers');
    expect(await screen.findByText('Brak dostępnych trenerów')).toBeInTheDocument();
  });

  it('shows a trainer’s initials, about, sports and price, their joint slots, and books a private lesson', async () => {
    signIn();
    jest.mocked(listVenueTrainers).mockResolvedValue([trainer()]);
    jest.mocked(getTrainerAvailability).mockResolvedValue({
      trainer_id: 5,
      venue_id: 2,
      date: TODAY,
      timezone: 'Europe/Warsaw',
      beyond_advance_limit: false,
      slots: [{ start_time: `${DAY}T16:00:00.000Z`, local_time: '17:00', venue_sport_object_ids: [12, 11], prices: [14000, 21000] }],
    });
    jest.mocked(createReservation).mockResolvedValue({ parent_id: null, reservations: [reservation({ id: 88 })] });
    renderAt(`/trainers/2?trainer=5&day=${DAY}`);
    const card = await screen.findByTestId('trainer-card');
    expect(card).toHaveTextContent('AK');
    expect(card).toHaveTextContent('Trenerka squasha od 10 lat.');
    expect(card).toHaveTextContent('Squash');
    expect(card).toHaveTextContent('80,00 zł / h');
    // The card and its list keep the opened day strip to their width (an `auto` column grows to it).
    expect(getComputedStyle(card).gridTemplateColumns).toBe('minmax(0, 1fr)');
    // Only the opened trainer's availability names the zone: one note per page.
    expect(screen.getAllByText(/strefie czasowej obiektu/)).toHaveLength(1);
    expect(getComputedStyle(card.parentElement!).gridTemplateColumns).toBe('minmax(0, 1fr)');
    await userEvent.click(await screen.findByRole('button', { name: /140,00/ }));
    expect(screen.getByRole('heading', { name: 'Lekcja z trenerem: Anna Kowalska' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /90 minut/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Na miejscu/ }));
    for (const box of screen.getAllByRole('checkbox', { name: /Regulamin obiektu|Zgoda RODO/ })) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj lekcję' }));
    expect(await screen.findByRole('heading', { name: 'Lekcja zarezerwowana' })).toBeInTheDocument();
    expect(jest.mocked(createReservation)).toHaveBeenCalledWith(
      expect.objectContaining({
        trainer_venue_profile_id: 5,
        venue_sport_object_id: 12,
        payment: 'on_site',
        start_time: `${DAY}T16:00:00.000Z`,
        end_time: `${DAY}T17:30:00.000Z`,
      }),
    );
  });
});
