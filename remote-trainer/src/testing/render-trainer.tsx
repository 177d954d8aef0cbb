// Test helpers of the trainer remote (never imported by app code): translations, data of the
// API's shape, and a render with theme, router, an empty SWR cache and the current location.
import type { ReactElement } from 'react';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@venue/api';
import type { TrainerOwnProfile, TrainerReservations, TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import type { TrainerVenueProfile } from '@venue/api/schemas/user';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { authStore } from '@venue/auth-store';
import { testUser } from '@venue/auth-store/testing';
import { registerTranslations, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { loadTrainerTranslations } from '../translations/all-languages';

export async function setUpTranslations(): Promise<void> {
  // The shared 2-core machine can be slow; waiting longer costs nothing when all is well.
  configure({ asyncUtilTimeout: 4000 });
  await loadAllLanguages();
  registerTranslations('trainer', await loadTrainerTranslations());
  setLanguage('pl');
}

export function trainerAt(venueId: number, status: TrainerVenueProfile['status'] = 'accepted', id = 100 + venueId): TrainerVenueProfile {
  return { id, venue_id: venueId, status, visibility: 'visible', comment: null };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return testUser({ first_name: 'Tomasz', last_name: 'Trener', phone_number: '+48500600701', user_venue_profiles: [], ...overrides });
}

export function signInAs(user: User): void {
  act(() => authStore.getState().setSession('test-token', user));
}

const OPENING = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '07:00', closes: '22:00' }));

/** The trainer's own profile at Squash Arena Warszawa (venue 1), Mondays 09:00–17:00. */
export function makeOwnProfile(overrides: Partial<TrainerOwnProfile> = {}): TrainerOwnProfile {
  return {
    id: 101,
    venue_id: 1,
    venue_name: 'Squash Arena Warszawa',
    timezone: 'Europe/Warsaw',
    status: 'accepted',
    visibility: 'visible',
    display_name: 'Tomasz T.',
    about: 'Gram od 20 lat.',
    price_per_hour: 8000,
    venue_sport_object_ids: [1],
    working_hours: { weekly: [{ weekday: 1, from: '09:00', to: '17:00' }], overrides: [] },
    opening_hours: OPENING,
    ...overrides,
  };
}

let nextId = 1;

/** A paid private lesson with Anna D. on court 1 of venue 1; times as the API gives them (Warsaw, UTC+1 in winter). */
export function makeEntry(date: string, start: string, overrides: Partial<TrainerScheduleEntry> = {}): TrainerScheduleEntry {
  nextId += 1;
  const [hour, minute] = start.split(':').map(Number) as [number, number];
  const utc = (h: number) => `${date}T${String(h - 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
  return {
    kind: 'lesson',
    id: nextId,
    venue_sport_object_id: 1,
    sport_object_name: 'Kort 1',
    start_time: utc(hour),
    end_time: utc(hour + 1),
    local_date: date,
    local_start: start,
    local_end: `${String(hour + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    state: 'upcoming',
    display_name: 'Anna D.',
    payment_status: 'paid',
    price: 8000,
    participants: null,
    max_participants: null,
    ...overrides,
  };
}

export function reservationsOf(entries: TrainerScheduleEntry[], profileId = 101): TrainerReservations {
  return {
    trainer_venue_profile_id: profileId,
    venue_id: 1,
    timezone: 'Europe/Warsaw',
    begin_time: '2026-01-01T00:00:00.000Z',
    end_time: '2026-01-08T00:00:00.000Z',
    entries,
  };
}

export const VENUES: VenueSummary[] = [
  {
    id: 1,
    name: 'Squash Arena Warszawa',
    city: 'Warszawa',
    timezone: 'Europe/Warsaw',
    address: 'ul. Sportowa 1',
    sport_types: [],
    opening_hours: [],
  },
  {
    id: 2,
    name: 'Kraków Tenis Club',
    city: 'Kraków',
    timezone: 'Europe/Warsaw',
    address: 'ul. Kortowa 2',
    sport_types: [],
    opening_hours: [],
  },
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `path`, with the current location in `getByTestId('location')`. */
export function renderAt(element: ReactElement, path: string): RenderResult {
  const route = path.split('?')[0] ?? path;
  return render(
    <SwrTestCache>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<h1>Elsewhere</h1>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </UiProvider>
    </SwrTestCache>,
  );
}
