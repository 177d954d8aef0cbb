// The courts flow end to end: a visitor picks a slot, signs in on the way and pays by BLIK in the
// sandbox; two players race for one slot and exactly one gets it; every step passes axe and fits
// a 360 px phone in both themes.
import type { Locator } from '@playwright/test';
import { clientAddress, expect, test, type Page } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { completeRegistration, signInThroughForm } from '../support/login-form.ts';
import { freshPhone } from '../support/phone.ts';
import { dayInStrip, freeSlotsOf } from '../support/slot-picker.ts';
import { signIn } from '../support/session.ts';

/**
 * Choices live in the URL and the router applies them in a transition, so a controlled box turns
 * checked a moment after the click; `check()` would look too early.
 */
async function choose(locator: Locator): Promise<void> {
  await locator.click();
  await expect(locator).toBeChecked();
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Sport, court, day, then one free slot of that court chosen at random (reruns pick others). */
async function chooseSlot(page: Page, { sport, court, day }: { sport: string; court: string; day: string }): Promise<void> {
  await choose(page.getByRole('radio', { name: sport }));
  await page.getByRole('combobox', { name: 'Kort', exact: true }).selectOption({ label: court });
  await choose(dayInStrip(page, day));
  const slots = freeSlotsOf(page, court);
  await expect(slots.first()).toBeVisible();
  const count = await slots.count();
  // Not the day's last starts: the race test wants free times left around the chosen one.
  const slot = slots.nth(Math.floor(Math.random() * Math.max(1, count - 2)));
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

async function acceptRegulations(page: Page): Promise<void> {
  await choose(page.getByRole('checkbox', { name: /Regulamin obiektu/ }));
  await choose(page.getByRole('checkbox', { name: /Zgoda na przetwarzanie danych/ }));
}

test('a visitor picks a slot, signs in, comes back to the same step and pays by BLIK', async ({ page }) => {
  // Gdańsk (id 3): padel, bookable 3 days ahead.
  const court = `Kort padel ${pick([1, 2, 3, 4])}`;
  const day = venueDay(pick([1, 2]));
  await page.goto('/reservation/3');
  await expect(page).toHaveURL(`${urls.host}/reservation/3/courts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bałtycka Arena Oliwa' })).toBeVisible();
  await chooseSlot(page, { sport: 'Padel', court, day });
  await expect(page.getByText(/Godziny podane w strefie czasowej obiektu/)).toBeVisible();
  const chosen = new URL(page.url());

  await page.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(page).toHaveURL(`${urls.host}/login`);
  const phone = freshPhone();
  await signInThroughForm(page, phone);
  await completeRegistration(page, { firstName: 'Jan', lastName: 'Kowalski', email: `jan.${phone.national}@example.com` });

  // Back at the options step with the same court and start.
  await expect(page.getByRole('heading', { level: 2, name: 'Opcje rezerwacji' })).toBeVisible();
  const back = new URL(page.url());
  expect(back.pathname).toBe('/reservation/3/courts');
  expect(back.searchParams.get('step')).toBe('options');
  expect(back.searchParams.get('start')).toBe(chosen.searchParams.get('start'));
  expect(back.searchParams.get('object')).toBe(chosen.searchParams.get('object'));

  await choose(page.getByRole('radio', { name: /Online/ }));
  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aby przejść dalej' })).toContainText('Zaakceptuj: Regulamin obiektu');
  await acceptRegulations(page);
  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeFocused();
  await expect(page.getByText('1,98 zł', { exact: true })).toBeVisible();
  await choose(page.getByRole('radio', { name: /BLIK/ }));
  // Gdańsk takes no bank transfers: the gateway's list for the venue offers BLIK alone.
  await expect(page.getByRole('radio', { name: /Przelew bankowy/ })).toHaveCount(0);
  await page.getByLabel('Kod BLIK').fill('777123');
  await page.getByRole('button', { name: 'Zarezerwuj i zapłać' }).click();

  await expect(page).toHaveURL(new RegExp(`^${urls.host}/payment-status/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Płatność zakończona sukcesem' })).toBeVisible({ timeout: 15_000 });
});

test("a link to a venue's day asks for the venue and its slots once, before the booking remote's code", async ({ page }) => {
  // Gdańsk (id 3): padel. The host's entry sends both requests from the booking manifest's first
  // requests (decision 036); the page's own requests take those answers instead of asking again.
  const venue = await api<{ sport_types: { id: number; name: string }[] }>(null, 'GET', '/marketplace/venue/3');
  const padel = venue.sport_types.find((sport) => sport.name === 'Padel');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/api\/marketplace\/venue\/(3$|get_object_availabilities\/3\?)/.test(url) || url.endsWith('/remoteEntry.js')) {
      asked.push(`${request.method()} ${url.replace(/\?.*$/, '').replace(/^.*\/(api|remoteEntry)/, '$1')}`);
    }
  });
  await page.goto(`/reservation/3/courts?sport=${padel?.id}&date=${venueDay(1)}`);
  await expect(freeSlotsOf(page, 'Kort padel 1').first()).toBeVisible();
  expect(asked).toEqual(['GET api/marketplace/venue/3', 'GET api/marketplace/venue/get_object_availabilities/3', 'GET remoteEntry.js']);
});

test('two players race for one slot: exactly one gets it, the other is offered the nearest free times', async ({
  context: first,
  browser,
}) => {
  // Kraków (id 2): squash; each player in a browser of their own.
  const second = await browser.newContext({ baseURL: urls.host, locale: 'pl-PL' });
  const address = clientAddress();
  await second.route(`${urls.api}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  try {
    await Promise.all([signIn(first, { firstName: 'Ewa' }), signIn(second, { firstName: 'Olga' })]);
    const [a, b] = await Promise.all([first.newPage(), second.newPage()]);

    await a.goto('/reservation/2/courts');
    await chooseSlot(a, { sport: 'Squash', court: `Kort squash ${pick([1, 2, 3])}`, day: venueDay(pick([1, 2])) });
    await a.getByRole('button', { name: 'Zarezerwuj' }).click();
    await choose(a.getByRole('radio', { name: /Na miejscu/ }));
    await acceptRegulations(a);
    await a.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
    await expect(a.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeVisible();

    // The second player opens the same summary (the flow lives in the URL).
    await b.goto(a.url());
    await expect(b.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeVisible();

    await Promise.all([a.getByRole('button', { name: 'Zarezerwuj' }).click(), b.getByRole('button', { name: 'Zarezerwuj' }).click()]);

    const outcome = async (page: Page) => {
      const settled = page.getByRole('heading', { level: 2, name: /^(Zarezerwowano|Termin niedostępny)$/ });
      await expect(settled).toBeVisible();
      return (await settled.textContent()) === 'Zarezerwowano' ? 'won' : 'lost';
    };
    const results = await Promise.all([outcome(a), outcome(b)]);
    expect([...results].sort()).toEqual(['lost', 'won']);

    const loser = results[0] === 'lost' ? a : b;
    await expect(loser.getByText('Ten termin został właśnie zarezerwowany przez kogoś innego.')).toBeVisible();
    const alternatives = loser.getByRole('region', { name: 'Najbliższe wolne terminy na tym korcie' }).getByRole('button');
    await expect(alternatives.first()).toBeVisible();
    // Taking an alternative brings the loser back to the summary with that time.
    await alternatives.first().click();
    await expect(loser.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeVisible();
  } finally {
    await second.close();
  }
});

test('days past the venue’s advance limit are shown but cannot be chosen, and a link to one says so instead of offering slots', async ({
  page,
}) => {
  // Gdańsk (id 3) takes bookings 3 days ahead; the strip shows a few days past that, disabled.
  await page.goto('/reservation/3/courts');
  await choose(page.getByRole('radio', { name: 'Squash' }));
  await expect(dayInStrip(page, venueDay(3))).toBeEnabled();
  const beyond = page.getByRole('radio', { name: /\(poza limitem\)/ });
  await expect(beyond.first()).toBeDisabled();
  await expect(dayInStrip(page, venueDay(4))).toBeDisabled();
  const link = new URL(page.url());
  link.searchParams.set('date', venueDay(5));
  await page.goto(link.toString());
  await expect(page.getByText(/Przekroczono maksymalny okres rezerwacji z wyprzedzeniem/)).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('on a 360 × 780 phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the first free start is above the fold, the selection bar is slim and leaves the chosen start visible, and one Tab from it reaches "Zarezerwuj"', async ({
    page,
  }) => {
    // Wrocław (id 4), squash, tomorrow: the whole day is open, every court side by side.
    await page.goto('/reservation/4/courts');
    await choose(page.getByRole('radio', { name: 'Squash' }));
    await choose(dayInStrip(page, venueDay(1)));
    const first = freeSlotsOf(page, 'Kort squash 1').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(780);

    const later = freeSlotsOf(page, 'Kort squash 2').nth(8);
    await later.click();
    await expect(later).toHaveAttribute('aria-pressed', 'true');
    const bar = page.getByRole('region', { name: 'Wybrany termin' });
    const barBox = await bar.boundingBox();
    const chosenBox = await later.boundingBox();
    expect(barBox && barBox.height).toBeLessThanOrEqual(64);
    expect(chosenBox && barBox && chosenBox.y + chosenBox.height).toBeLessThanOrEqual(barBox?.y ?? 0);
    await later.focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Zarezerwuj' })).toBeFocused();
    await expectNoViolationsInBothThemes(page, { label: 'the slot grid of every court with a chosen start' });

    // The venue with the most to say above its slots (three sports, a long address, its
    // rules) still shows the grid's first row above the fold.
    await page.goto('/reservation/1/courts');
    await choose(page.getByRole('radio', { name: 'Squash' }));
    await choose(dayInStrip(page, venueDay(1)));
    const firstRow = page.getByRole('grid').getByRole('button').first();
    await expect(firstRow).toBeVisible();
    const firstRowBox = await firstRow.boundingBox();
    expect(firstRowBox && firstRowBox.y + firstRowBox.height).toBeLessThanOrEqual(780);

    // Four courts are wider than the phone: the grid scrolls sideways inside itself, not the page.
    await page.goto('/reservation/3/courts');
    await choose(page.getByRole('radio', { name: 'Padel' }));
    await choose(dayInStrip(page, venueDay(1)));
    await expect(page.getByRole('columnheader', { name: 'Kort padel 4' })).toBeAttached();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every step of the flow has no WCAG A/AA violations in the light and dark themes and no horizontal scroll', async ({
    page,
    context,
  }) => {
    // Wrocław (id 4): nothing is booked here, so any venue would do; this one keeps out of the others' way.
    await signIn(context);
    await page.goto('/reservation/4/courts');
    await chooseSlot(page, { sport: 'Squash', court: 'Kort squash 1', day: venueDay(3) });
    await expectNoHorizontalScroll(page);
    await expectNoViolationsInBothThemes(page, { label: 'the slot step' });

    await page.getByRole('button', { name: 'Zarezerwuj' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Opcje rezerwacji' })).toBeFocused();
    await choose(page.getByRole('radio', { name: /Online/ }));
    await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Aby przejść dalej' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoViolationsInBothThemes(page, { label: 'the options (with errors) step' });

    await acceptRegulations(page);
    await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeFocused();
    await choose(page.getByRole('radio', { name: /BLIK/ }));
    await expectNoHorizontalScroll(page);
    await expectNoViolationsInBothThemes(page, { label: 'the summary step' });
  });
});
