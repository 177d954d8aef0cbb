import { screen } from '@testing-library/react';
import { configureApi } from '@venue/api';
import { describeRoutesModule } from '@venue/federation/testing';
import { bookingTranslations } from '../translations/all-languages';
import { BOOKING_PAGE_PARTS } from '../translations/page-parts';
import routesModule from './routes-module';

const { renderAt } = describeRoutesModule({
  routesModule,
  translations: bookingTranslations,
  pageParts: BOOKING_PAGE_PARTS,
  placeholder: {
    path: '/my-notifications',
    heading: 'Moje powiadomienia',
    link: { name: 'Przejdź do swojego konta', to: '/your-account' },
  },
});

describe('booking routes', () => {
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
