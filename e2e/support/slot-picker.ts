// The courts flow's slot picker, as the tests drive it: a strip of days and a time × court grid.
import type { Locator, Page } from '@playwright/test';

/** The strip's radio for a `YYYY-MM-DD` day (its visible name is a short weekday and date in the page's language). */
export function dayInStrip(page: Page, day: string): Locator {
  return page.locator(`input[type="radio"][name="day"][value="${day}"]`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A court's free starts in the grid, in time order: their names are "HH:MM, court, price / h" (taken and closed ones end with a word). */
export function freeSlotsOf(page: Page, court: string): Locator {
  return page.getByRole('grid').getByRole('button', { name: new RegExp(`^\\d{2}:\\d{2}, ${escape(court)}, .*zł`) });
}
