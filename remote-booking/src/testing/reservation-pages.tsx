// Test helpers shared by the reservation pages' tests (never imported by app code).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Reservation } from '@venue/api/schemas/reservation';
import { registerTranslations, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/src/testing/swr-test-cache';
import { bookingTranslations } from '../translations/all-languages';

let nextId = 100;

export function makeReservation(overrides: Partial<Reservation> = {}): Reservation {
  nextId += 1;
  return {
    id: nextId,
    reservation_uuid: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    parent_id: null,
    venue_id: 1,
    venue_name: 'Squash Arena Warszawa',
    venue_timezone: 'Europe/Warsaw',
    venue_sport_object_id: 3,
    sport_object_name: 'Kort 3',
    sport_type_id: 1,
    start_time: '2030-06-03T16:00:00.000Z',
    end_time: '2030-06-03T17:30:00.000Z',
    state: 'active',
    payment_method: 'online',
    payment_status: 'paid',
    base_price: 9000,
    discount: 0,
    service_fee: 198,
    total: 9198,
    discount_cards: [],
    invoice: false,
    created_at: '2030-06-01T10:00:00.000Z',
    pay_until: null,
    cancellation: null,
    ...overrides,
  };
}

export async function setUpTranslations(): Promise<void> {
  await loadAllLanguages();
  registerTranslations('booking', bookingTranslations);
  setLanguage('pl');
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders one page at `path` (matched by `route`), with the current location in `getByTestId('location')`. */
export function renderPage(element: ReactElement, route: string, path: string) {
  return render(
    <UiProvider>
      <SwrTestCache>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </SwrTestCache>
    </UiProvider>,
  );
}

/** The instant of a wall-clock time on a day, at a fixed offset (Warsaw in winter by default). */
export function isoAt(day: string, time: string, offset = '+01:00'): string {
  return new Date(`${day}T${time}:00${offset}`).toISOString();
}
