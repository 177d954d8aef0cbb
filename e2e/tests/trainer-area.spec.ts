// The trainer area end to end (issue 28) at Kraków (venue 2), whose demo trainer (Joanna
// Lewandowska, 500 600 805, tennis) no other spec books: she signs in, gives a day three days ahead
// the hours 10:00–14:00, a player books a lesson with her through the API, and the lesson appears
// in her week calendar and opens its details. axe scans the three pages in both themes, and each
// fits a 360 px phone without sideways scroll. One browser journey: the rules behind each step
// (checks, the keep-or-cancel step, filters in the address) are the remote's jest tests.
import { signInThroughApi } from '../../scripts/lib/dev-login.mjs';
import { expect, test, clientAddress, type Page } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { createSession, useSession, type Session } from '../support/session.ts';

const VENUE_ID = 2;
const TRAINER = { phone: '500600805', firstName: 'Joanna', lastName: 'Lewandowska' };

interface PublicTrainer {
  id: number;
  display_name: string;
}

interface TrainerSlot {
  start_time: string;
  local_time: string;
  venue_sport_object_ids: number[];
}

/** The demo trainer, signed in through the API (the seed registers her with a confirmed e-mail). */
async function trainerSession(): Promise<Session> {
  const { token, user } = await signInThroughApi(urls.apiBase, { phoneNationalNumber: TRAINER.phone, clientAddress: clientAddress() });
  return { phone: { national: TRAINER.phone, e164: `+48${TRAINER.phone}` }, token, user: user as Session['user'] };
}

/** "czwartek, 3 grudnia 2026": a day as the editor names it. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('pl-PL', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The Monday of the week holding `day`. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

test('a trainer edits hours and sees a player’s new lesson in the calendar; axe in both themes; 360 px', async ({ page, context }) => {
  test.setTimeout(120_000);
  const day = venueDay(3);
  const dayName = longDay(day);
  await useSession(context, await trainerSession());

  // Working hours: the day becomes an exception with 10:00–14:00.
  await page.goto('/trainer-schedule');
  await heading(page, 'Godziny pracy');
  await page.getByLabel('Data', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Dodaj datę' }).click();
  const exception = page.getByRole('group', { name: dayName });
  await expect(exception).toContainText('Dzień wolny');
  await exception.getByRole('button', { name: `Dodaj godziny: ${dayName}` }).click();
  await exception.getByRole('textbox', { name: 'Od' }).fill('10:00');
  await exception.getByRole('textbox', { name: 'Do' }).fill('14:00');
  await page.getByRole('button', { name: 'Zapisz godziny pracy' }).click();
  await expect(page.getByText('Godziny pracy zapisane.')).toBeVisible();
  await expectNoViolationsInBothThemes(page, { label: 'working hours' });

  // Her calendar of that week has nothing at 11:00 yet.
  const week = `/trainer-reservations?week=${mondayOf(day)}`;
  await page.goto(week);
  await heading(page, 'Rezerwacje trenera');
  await expect(page.getByText('Godziny podano w strefie czasowej obiektu', { exact: false })).toHaveCount(1);
  const lesson = page.getByRole('link', { name: /11:00–12:00.*Anna N\./ });
  await expect(lesson).toHaveCount(0);

  // A player books a lesson with her at 11:00 that day, as the trainers page would.
  const player = await createSession({ firstName: 'Anna', lastName: 'Nowak' });
  const trainers = await api<PublicTrainer[]>(null, 'GET', `/marketplace/venue/trainer_venue_profile/${VENUE_ID}`);
  const trainer = trainers.find((item) => item.display_name === `${TRAINER.firstName} ${TRAINER.lastName}`);
  expect(trainer, 'the demo trainer at Kraków').toBeDefined();
  const availability = await api<{ slots: TrainerSlot[] }>(
    null,
    'GET',
    `/marketplace/venue/trainer_venue_profile/${VENUE_ID}/availability?trainer_id=${trainer!.id}&date=${day}`,
  );
  // Players see her new hours that day: every start between 10:00 and 13:00 (a lesson is an hour at least).
  expect(availability.slots.every((item) => item.local_time >= '10:00' && item.local_time <= '13:00')).toBe(true);
  const slot = availability.slots.find((item) => item.local_time === '11:00');
  expect(slot, 'a free 11:00 with the trainer').toBeDefined();
  const venue = await api<{ regulations: { id: number; required: boolean }[] }>(null, 'GET', `/marketplace/venue/${VENUE_ID}`);
  await api(player, 'POST', '/users/reservation', {
    venue_id: VENUE_ID,
    venue_sport_object_id: slot!.venue_sport_object_ids[0],
    start_time: slot!.start_time,
    end_time: new Date(Date.parse(slot!.start_time) + 3_600_000).toISOString(),
    payment: 'on_site',
    trainer_venue_profile_id: trainer!.id,
    accepted_regulation_ids: venue.regulations.filter((item) => item.required).map((item) => item.id),
  });

  // It appears in her calendar and opens its details.
  await page.reload();
  await expect(lesson).toBeVisible();
  await lesson.click();
  const details = page.getByRole('region', { name: 'Szczegóły: Anna N.' });
  await expect(details).toContainText('Lekcja indywidualna');
  await expect(details).toContainText(dayName);
  await expect(page).toHaveURL(/entry=lesson-\d+/);
  await expectNoViolationsInBothThemes(page, { label: 'trainer reservations, a lesson open' });

  await page.goto('/trainer-profile/overview');
  await heading(page, 'Profil trenera – przegląd');
  await expect(page.getByText('Zaakceptowany')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Najbliższa lekcja' })).toBeVisible();
  await expectNoViolationsInBothThemes(page, { label: 'trainer overview' });

  // A phone: every page of the area fits 360 px.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, name] of [
    [`${week}&view=week`, 'Rezerwacje trenera'],
    [`${week}&view=list`, 'Rezerwacje trenera'],
    ['/trainer-schedule', 'Godziny pracy'],
    ['/trainer-profile/overview', 'Profil trenera – przegląd'],
  ] as const) {
    await page.goto(path);
    await heading(page, name);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 360 px`).toBeLessThanOrEqual(360);
  }
});
