import { screen } from '@testing-library/react';
import { configureApi } from '@venue/api';
import { describeRoutesModule } from '@venue/federation/testing';
import { loadBookingTranslations } from '../translations/all-languages';
import { availability, venue } from '../features/courts/testing/fixtures';
import { BOOKING_PAGE_PARTS } from '../translations/page-parts';
import routesModule from './routes-module';

const { renderAt } = describeRoutesModule({
  routesModule,
  translations: loadBookingTranslations,
  pageParts: BOOKING_PAGE_PARTS,
});

/** jsdom has no fetch: answers the marketplace API's GETs by path (a 404 for any other) while `run` runs. */
async function withApi(answers: Readonly<Record<string, unknown>>, run: () => Promise<void>): Promise<void> {
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: string) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\/marketplace/, '');
    const found = Object.hasOwn(answers, path);
    return {
      ok: found,
      status: found ? 200 : 404,
      headers: { get: () => null },
      text: async () => JSON.stringify(found ? answers[path] : { code: 'NOT_FOUND', message: `${path} not found` }),
    };
  }) as unknown as typeof fetch;
  configureApi({ apiUrl: 'http://api.test/api', getToken: () => null });
  try {
    await run();
  } finally {
    globalThis.fetch = original;
  }
}

describe('booking routes', () => {
  // The namespace leaves each feature's strings out (page parts): a page that did not bring its
  // strings would show raw keys here.
  it('opens the venue page on its courts tab, in words', async () => {
    await withApi({ '/venue/2': venue(), '/venue/get_object_availabilities/2': availability() }, async () => {
      renderAt('/reservation/2/courts');
      expect(await screen.findByRole('heading', { level: 2, name: 'Wybierz termin' })).toBeInTheDocument();
    });
  });

  it('fetches the venue directory together with its strings', async () => {
    await withApi({ '/venue': [] }, async () => {
      renderAt('/venues');
      expect(await screen.findByText('Nie ma jeszcze żadnych obiektów.')).toBeInTheDocument();
    });
  });

  it('fetches the trainers page together with its strings', async () => {
    await withApi({ '/venue/2': venue(), '/venue/trainer_venue_profile/2': [] }, async () => {
      renderAt('/trainers/2');
      expect(await screen.findByRole('heading', { level: 1, name: 'Trenerzy — Centrum Rakietowe Wawel' })).toBeInTheDocument();
      expect(await screen.findByText('Brak dostępnych trenerów')).toBeInTheDocument();
    });
  });

  it('fetches the classes and trainers tabs of a venue together with their strings', async () => {
    await withApi({ '/venue/2': venue(), '/venue/venue_group_classes/2': [], '/venue/trainer_venue_profile/2': [] }, async () => {
      renderAt('/reservation/2/classes');
      expect(await screen.findByRole('heading', { level: 2, name: 'Zajęcia grupowe' })).toBeInTheDocument();
      expect(await screen.findByText('Brak dostępnych zajęć')).toBeInTheDocument();
    });
    await withApi({ '/venue/2': venue(), '/venue/trainer_venue_profile/2': [] }, async () => {
      renderAt('/reservation/2/trainers');
      expect(await screen.findByRole('heading', { level: 2, name: 'Trenerzy' })).toBeInTheDocument();
      expect(await screen.findByText('Brak dostępnych trenerów')).toBeInTheDocument();
    });
  });

  it('keeps the reservation details route apart from the venue menu', async () => {
    // jsdom has no fetch; the page asks for the reservation and gets the backend's 404.
    const original = globalThis.fetch;
    const fetchMock = jest.fn(async (_input: string) => ({
      ok: false,
      status: 404,
      headers: { get: () => null },
      text: async () => JSON.stringify({ code: 'NOT_FOUND', message: 'Reservation 5 not found' }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureApi({ apiUrl: 'http://api.test/api', getToken: () => 'token' });
    try {
      renderAt('/reservation/12/details/5');
      expect(await screen.findByRole('heading', { level: 1, name: 'Szczegóły rezerwacji' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Nie znaleziono rezerwacji' })).toBeInTheDocument();
      expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/reservation\/single\/5$/);
      expect(screen.queryByRole('navigation', { name: 'Menu obiektu' })).not.toBeInTheDocument();
    } finally {
      globalThis.fetch = original;
    }
  });
});
