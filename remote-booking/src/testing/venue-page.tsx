// Test-only: a venue's page (`/reservation/:venueId/*`) in a router, for the tests of its tabs.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { ReservationVenuePage } from '../pages/reservation-venue-page';
import { LocationProbe } from './render-at';

/**
 * Renders the venue page at `path`, with stand-ins for where it sends a player (signing in, a
 * payment's status) and any `otherPages` a test opens by path; `LocationProbe` tells where it went.
 */
export function renderVenuePage(path: string, otherPages: Record<string, ReactElement> = {}): RenderResult {
  return render(
    <UiProvider>
      <SwrTestCache>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/reservation/:venueId/*" element={<ReservationVenuePage />} />
            <Route path="/login" element={<h1>Logowanie</h1>} />
            <Route path="/payment-status/:id" element={<h1>Status płatności</h1>} />
            {Object.entries(otherPages).map(([route, element]) => (
              <Route key={route} path={route} element={element} />
            ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SwrTestCache>
    </UiProvider>,
  );
}
