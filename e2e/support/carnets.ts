// Carnets at Warszawa (venue 1) as the specs meet them: the demo types on sale there, and the
// steps of buying one that do not depend on the page's language.
import type { Locator, Page } from '@playwright/test';
import { api } from './api.ts';
import { expect } from './test.ts';

export const CARNET_VENUE_ID = 1;
/** The demo's entry carnet: 10 entries for 400 zł, 90 days, squash on workdays 07:00–16:00. */
export const ENTRY_CARNET = 'Squash poranny — 10 wejść';
/** The demo's value carnet: 500 zł of value for 450 zł, 180 days, every day 07:00–22:00. */
export const VALUE_CARNET = 'Karnet kwotowy 500 zł';

/** Choices live in the URL (or change a controlled box a moment after the click): wait for them. */
export async function choose(locator: Locator): Promise<void> {
  await locator.click();
  await expect(locator).toBeChecked();
}

export interface VenueRegulation {
  readonly id: number;
  readonly title: string;
  readonly required: boolean;
}

/** The venue's regulations (their titles are the venue's own, in Polish) and its online payment fee in grosze. */
export async function venueTerms(venueId: number): Promise<{ regulations: VenueRegulation[]; serviceFee: number }> {
  const venue = await api<{ regulations: VenueRegulation[]; service_fee: number }>(null, 'GET', `/marketplace/venue/${venueId}`);
  return { regulations: venue.regulations, serviceFee: venue.service_fee };
}

/**
 * Ticks the venue's required regulations. With `requiredMark` (the page's "(required)" in its
 * language) each box is found by its whole name, so the mark is checked too.
 */
export async function acceptRegulations(
  scope: Page | Locator,
  regulations: readonly VenueRegulation[],
  requiredMark?: string,
): Promise<void> {
  for (const regulation of regulations.filter((item) => item.required)) {
    const name = requiredMark === undefined ? new RegExp(escapeRegExp(regulation.title)) : `${regulation.title} ${requiredMark}`;
    await choose(scope.getByRole('checkbox', { name, exact: requiredMark !== undefined }));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
