// Classes and trainers end to end (issue 16) at Warszawa (venue 1): a visitor browses the classes
// and the trainers, signs in on the way and comes back to the same class, signs up once on site,
// weekly paid online by BLIK in the sandbox, books a private lesson and sees its trainer on the
// details page, and finds them under the class tabs of My reservations; axe scans both pages in
// both themes. At the pass-only Łódź (venue 6) a player with a carnet bought through the API signs
// up for a carnet-only class with it. Classes and trainers are read from the API first, so the spec
// follows the demo data.
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { completeRegistration, signInThroughForm } from '../support/login-form.ts';
import { freshPhone } from '../support/phone.ts';
import { createSession, signIn as signInSession, type Session } from '../support/session.ts';

const VENUE_ID = 1;
const PASS_ONLY_VENUE_ID = 6;
const LODZ_CARNET = 'Open — 20 wejść';

interface Occurrence {
  id: number;
  class_id: number;
  name: string;
  start_time: string;
  free_places: number | null;
  carnet_required: boolean;
  cancelled: boolean;
  price_lists: { id: number; name: string; price: number }[];
}

interface Trainer {
  id: number;
  display_name: string;
}

interface Regulation {
  title: string;
  required: boolean;
}

/** A venue's classes from tomorrow on for a week, not called off, with room for more than one player. */
async function classesAt(session: Session, venueId: number): Promise<Occurrence[]> {
  const start = new Date(`${venueDay(1)}T00:00:00Z`).toISOString();
  const end = new Date(`${venueDay(8)}T00:00:00Z`).toISOString();
  const all = await api<Occurrence[]>(
    session,
    'GET',
    `/marketplace/venue/venue_group_classes/${venueId}?start_time=${encodeURIComponent(start)}&end_time=${encodeURIComponent(end)}`,
  );
  return all.filter((item) => !item.cancelled && (item.free_places === null || item.free_places > 1));
}

/** The venue's bookable classes without a carnet. */
async function openClasses(session: Session): Promise<Occurrence[]> {
  return (await classesAt(session, VENUE_ID)).filter((item) => !item.carnet_required && item.price_lists.length > 0);
}

/** The venue's day (YYYY-MM-DD, Warsaw) an instant falls on. */
const warsawDay = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(instant));

async function choose(locator: Locator): Promise<void> {
  await locator.click();
  await expect(locator).toBeChecked();
}

async function acceptRequired(page: Page, regulations: readonly Regulation[]): Promise<void> {
  for (const regulation of regulations.filter((item) => item.required)) {
    await choose(page.getByRole('checkbox', { name: new RegExp(regulation.title) }));
  }
}

async function signUp(page: Page, occurrence: Occurrence, regulations: readonly Regulation[], payment: RegExp): Promise<void> {
  await page.goto(`/reservation/${VENUE_ID}/classes?day=${warsawDay(occurrence.start_time)}&class=${occurrence.id}`);
  await expect(page.getByRole('heading', { level: 2, name: occurrence.name })).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz się' }).click();
  if (occurrence.price_lists.length > 1) await choose(page.getByRole('radio', { name: new RegExp(occurrence.price_lists[0]!.name) }));
  await choose(page.getByRole('radio', { name: payment }));
  await acceptRequired(page, regulations);
}

test('a visitor browses classes and trainers, signs up once and weekly, books a lesson and finds them all', async ({ page }) => {
  test.setTimeout(120_000);
  const reader = await createSession();
  const classes = await openClasses(reader);
  const venue = await api<{ regulations: Regulation[] }>(reader, 'GET', `/marketplace/venue/${VENUE_ID}`);
  const trainers = await api<Trainer[]>(reader, 'GET', `/marketplace/venue/trainer_venue_profile/${VENUE_ID}`);
  const distinct = [...new Map(classes.map((item) => [item.class_id, item])).values()];
  expect(distinct.length, 'two different classes with room at venue 1').toBeGreaterThanOrEqual(2);
  expect(trainers.length, 'trainers at venue 1').toBeGreaterThan(0);
  const [once, weekly] = distinct as [Occurrence, Occurrence];

  // A visitor browses: the week's classes, then the trainers.
  await page.goto(`/reservation/${VENUE_ID}/classes?day=${warsawDay(once.start_time)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Zajęcia grupowe' })).toBeVisible();
  await expect(page.getByText(/Godziny podane w strefie czasowej obiektu/)).toHaveCount(1);
  await expect(page.getByTestId('class-card').filter({ hasText: once.name }).first()).toBeVisible();
  await page.goto(`/trainers/${VENUE_ID}`);
  await expect(page.getByTestId('trainer-card').filter({ hasText: trainers[0]!.display_name })).toBeVisible();

  // Signing up asks to sign in, and comes back to the same class.
  await page.goto(`/reservation/${VENUE_ID}/classes?day=${warsawDay(once.start_time)}&class=${once.id}`);
  await page.getByRole('button', { name: 'Zaloguj się, aby się zapisać' }).click();
  await expect(page).toHaveURL(`${urls.host}/login`);
  const phone = freshPhone();
  await signInThroughForm(page, phone);
  await completeRegistration(page, { firstName: 'Ola', lastName: 'Zając', email: `ola.${phone.national}@example.com` });
  await expect(page).toHaveURL(new RegExp(`/reservation/${VENUE_ID}/classes\\?.*class=${once.id}`));

  // Once, on site.
  await signUp(page, once, venue.regulations, /Na miejscu/);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Podsumowanie zapisu' })).toBeFocused();
  await page.getByRole('button', { name: 'Potwierdź zapis' }).click();
  await expect(page.getByRole('heading', { name: 'Zapisano na zajęcia' })).toBeVisible();

  // Weekly, online: every date judged first, then paid in one payment on the series page.
  await signUp(page, weekly, venue.regulations, /Online/);
  await page.getByRole('checkbox', { name: 'Zapisz mnie co tydzień' }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByTestId('class-preview')).toContainText('Są miejsca');
  await page.getByRole('button', { name: 'Potwierdź zapis' }).click();
  await expect(page).toHaveURL(/\/my-reservations\/recurring\/\d+$/);
  await choose(page.getByRole('radio', { name: /BLIK/ }));
  await page.getByLabel('Kod BLIK').fill('777123');
  await page.getByRole('button', { name: /^Zapłać za wybrane/ }).click();
  await expect(page.getByRole('heading', { name: 'Płatność zakończona sukcesem' })).toBeVisible({ timeout: 20_000 });

  // A private lesson: the first trainer with a free start in the next days.
  await page.goto(`/trainers/${VENUE_ID}`);
  let booked = false;
  for (const trainer of trainers) {
    for (const ahead of [1, 2, 3, 4]) {
      await page.goto(`/trainers/${VENUE_ID}?trainer=${trainer.id}&day=${venueDay(ahead)}`);
      const card = page.getByTestId('trainer-card').filter({ hasText: trainer.display_name });
      const slots = card.getByRole('list', { name: /Wolne godziny/ }).getByRole('button');
      await expect(card.getByText(/Brak wolnych godzin|Wolne godziny|poza okresem/).or(slots.first())).toBeVisible();
      if ((await slots.count()) === 0) continue;
      await slots.nth(Math.floor(Math.random() * (await slots.count()))).click();
      await choose(card.getByRole('radio', { name: /Na miejscu/ }));
      for (const regulation of venue.regulations.filter((item) => item.required)) {
        await choose(card.getByRole('checkbox', { name: new RegExp(regulation.title) }));
      }
      await card.getByRole('button', { name: 'Zarezerwuj lekcję' }).click();
      await expect(card.getByRole('heading', { name: 'Lekcja zarezerwowana' })).toBeVisible();
      await card.getByRole('link', { name: 'Szczegóły rezerwacji' }).click();
      await expect(page.getByTestId('reservation-trainer')).toHaveText(trainer.display_name);
      booked = true;
      break;
    }
    if (booked) break;
  }
  expect(booked, 'a free private lesson at venue 1 within four days').toBe(true);

  // My reservations: the class sign-ups under their own tabs.
  await page.goto('/my-reservations?tab=single-classes&to=' + venueDay(90));
  await expect(page.getByRole('list', { name: 'Zajęcia pojedyncze' })).toContainText(once.name);
  await page.getByRole('tab', { name: 'Zajęcia stałe' }).click();
  await expect(page.getByRole('list', { name: 'Zajęcia stałe' })).toContainText(weekly.name);
});

test('at the pass-only Łódź a player signs up for a class with a carnet bought through the API', async ({ page, context }) => {
  test.setTimeout(60_000);
  const session = await signInSession(context);
  const [occurrence] = (await classesAt(session, PASS_ONLY_VENUE_ID)).filter((item) => item.carnet_required);
  expect(occurrence, 'a carnet-only class with room at venue 6 within a week').toBeDefined();
  const venue = await api<{ regulations: (Regulation & { id: number })[] }>(null, 'GET', `/marketplace/venue/${PASS_ONLY_VENUE_ID}`);
  const types = await api<{ id: number; name: string }[]>(null, 'GET', `/marketplace/venue/carnet_type/${PASS_ONLY_VENUE_ID}`);
  const type = types.find((item) => item.name === LODZ_CARNET);
  if (!type) throw new Error(`${LODZ_CARNET} is not on sale at venue ${PASS_ONLY_VENUE_ID}`);
  const bought = await api<{ carnet: { id: number } }>(session, 'POST', '/users/user_venue_carnet', {
    venue_carnet_type_id: type.id,
    venue_id: PASS_ONLY_VENUE_ID,
    online_payment_method_id: 509,
    blik_code: '777123',
    regulation_acceptance_id: venue.regulations.filter((item) => item.required).map((item) => item.id),
  });
  const carnet = async () =>
    (await api<{ id: number; state: string; remaining: number }[]>(session, 'GET', '/users/user_venue_carnet')).find(
      (item) => item.id === bought.carnet.id,
    );
  await expect.poll(async () => (await carnet())?.state, { timeout: 15_000 }).toBe('active');

  // Carnet-only: no price list or payment to choose, the one carnet is taken.
  await page.goto(`/reservation/${PASS_ONLY_VENUE_ID}/classes?day=${warsawDay(occurrence!.start_time)}&class=${occurrence!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: occurrence!.name })).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(page.getByText(`Karnet: ${LODZ_CARNET}`)).toBeVisible();
  await acceptRequired(page, venue.regulations);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { name: 'Podsumowanie zapisu' })).toBeFocused();
  await page.getByRole('button', { name: 'Potwierdź zapis' }).click();
  await expect(page.getByRole('heading', { name: 'Zapisano na zajęcia' })).toBeVisible();
  expect((await carnet())?.remaining).toBe(19);
});

test('the classes tab and the trainers page pass axe in both themes', async ({ page }) => {
  await page.goto(`/reservation/${VENUE_ID}/classes`);
  await expect(page.getByRole('heading', { level: 2, name: 'Zajęcia grupowe' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Wczytujemy zajęcia/ })).toHaveCount(0);
  await expectNoViolationsInBothThemes(page);
  await page.goto(`/trainers/${VENUE_ID}`);
  await expect(page.getByTestId('trainer-card').first()).toBeVisible();
  await page.getByTestId('trainer-card').first().getByRole('button', { name: 'Dostępność i rezerwacja' }).click();
  await expect(page.getByRole('status', { name: /Sprawdzamy wolne godziny/ })).toHaveCount(0);
  await expectNoViolationsInBothThemes(page);
});
