import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { ROUTES, routesOf } from '@venue/routes';
import { getVenue, getVenueAvailability } from '../api/venues';
import routesModule from '../routes/routes-module';
import { availability, venue } from '../features/courts/testing/fixtures';

jest.mock('../api/courses', () => ({ ...jest.requireActual('../api/courses'), listVenueCourses: jest.fn().mockResolvedValue([]) }));
jest.mock('../api/venues', () => ({ ...jest.requireActual('../api/venues'), getVenue: jest.fn(), getVenueAvailability: jest.fn() }));
// The details page is another feature; here it only has to stay apart from the venue menu.
jest.mock('../api/reservations', () => ({
  ...jest.requireActual('../api/reservations'),
  getReservation: () => new Promise(() => undefined),
}));

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <UiProvider>
      <SwrTestCache>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routesOf('booking').map((id) => {
              const Page = routesModule.pages[id];
              return <Route key={id} path={ROUTES[id].path} element={<Page />} />;
            })}
          </Routes>
          <Location />
        </MemoryRouter>
      </SwrTestCache>
    </UiProvider>,
  );
}

beforeAll(async () => {
  await registerTranslationLoaders('booking', routesModule.translations);
  await loadAllLanguages();
  setLanguage('pl');
});

beforeEach(() => {
  jest.mocked(getVenue).mockResolvedValue(venue({ id: 12 }));
  jest.mocked(getVenueAvailability).mockResolvedValue(availability());
});

describe('venue menu', () => {
  it('opens the courts tab of a venue and offers the venue menu', async () => {
    renderAt('/reservation/12');
    // The page loads on first use, with the courts strings (only the namespace is registered here).
    const menu = await screen.findByRole('navigation', { name: 'Menu obiektu' });
    expect(screen.getByTestId('location')).toHaveTextContent('/reservation/12/courts');
    const tabs = Array.from(menu.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(tabs).toEqual([
      ['Korty', '/reservation/12/courts'],
      ['Zajęcia', '/reservation/12/classes'],
      ['Trenerzy', '/reservation/12/trainers'],
      ['Karnety', '/reservation/12/carnets'],
      ['Kursy', '/reservation/12/courses'],
    ]);
    expect(screen.getByRole('link', { name: 'Korty' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Centrum Rakietowe Wawel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wybierz termin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Kursy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/reservation/12/courses');
    // The tab's code and its strings part arrive with it: words, not raw keys.
    expect(await screen.findByRole('heading', { level: 2, name: 'Kursy' })).toBeInTheDocument();
    expect(await screen.findByText('Brak kursów')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu obiektu' })).toBeInTheDocument();
  });

  it('shows the venue’s own booking rules below the courts flow', async () => {
    jest.mocked(getVenue).mockResolvedValue(
      venue({
        id: 12,
        fair_use: { max_active_reservations: 6, max_unpaid_on_site_reservations: 2, max_series_occurrences: 12, door_opens_unpaid: true },
      }),
    );
    renderAt('/reservation/12/courts');
    const rules = await screen.findByRole('region', { name: 'Zasady rezerwacji' });
    expect(rules).toHaveTextContent('Najwyżej 6 aktywnych rezerwacji naraz.');
    expect(rules).toHaveTextContent('W tym najwyżej 2 nieopłacone, z płatnością na miejscu.');
    expect(rules).toHaveTextContent('Drzwi otworzysz także z rezerwacją opłacaną na miejscu.');
  });

  it('sends an unknown venue tab back to the courts tab', async () => {
    renderAt('/reservation/12/unknown');
    expect(screen.getByTestId('location')).toHaveTextContent('/reservation/12/courts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Centrum Rakietowe Wawel' })).toBeInTheDocument();
  });

  it('keeps the reservation details route apart from the venue menu', async () => {
    renderAt('/reservation/12/details/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Szczegóły rezerwacji' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu obiektu' })).not.toBeInTheDocument();
  });
});
