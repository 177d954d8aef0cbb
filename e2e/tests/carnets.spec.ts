// Carnets end to end: a visitor browses what Warszawa (venue 1) sells, signs in on the way and buys
// an entry carnet by BLIK in the sandbox, books a squash court with it (one entry), sees the entry
// used in My carnets, cancels in the free window and sees it back. Both carnet pages pass axe in
// both themes. Venue 1's last squash court on a weekday morning 24–29 days ahead, inside the
// carnet's hours (workdays 07:00–16:00), so no other spec wants the same slot.
import { expect, test } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { CARNET_VENUE_ID, ENTRY_CARNET, acceptRegulations, choose, venueTerms } from '../support/carnets.ts';
import { urls } from '../support/env.ts';
import { completeRegistration, signInThroughForm } from '../support/login-form.ts';
import { freshPhone } from '../support/phone.ts';
import { signIn } from '../support/session.ts';

const VENUE_ID = CARNET_VENUE_ID;
const CARNET = ENTRY_CARNET;
const COURT = 'Kort squash 4';

/** A weekday 24–29 days ahead (the first one not taken by an earlier try) and its free morning hour on the court. */
async function morningSlot(): Promise<{ day: string; courtId: number; sportTypeId: number; start: string }> {
  for (let ahead = 24; ahead <= 29; ahead += 1) {
    const day = venueDay(ahead);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const availability = await api<{
      objects: { id: number; name: string; sport_type_id: number; slots: { start_time: string; local_time: string; prices: number[] }[] }[];
    }>(null, 'GET', `/marketplace/venue/get_object_availabilities/${VENUE_ID}?date=${day}`);
    const court = availability.objects.find((object) => object.name === COURT);
    const free = court?.slots.find((slot) => slot.local_time >= '08:00' && slot.local_time <= '14:00' && slot.prices.length > 0);
    if (court && free) return { day, courtId: court.id, sportTypeId: court.sport_type_id, start: free.start_time };
  }
  throw new Error(`No free weekday morning on ${COURT} 24–29 days ahead`);
}

test('a visitor buys an entry carnet by BLIK, books a court with it, and gets the entry back on cancelling', async ({ page }) => {
  test.slow();
  const { regulations } = await venueTerms(VENUE_ID);
  // A visitor browses what the venue sells.
  await page.goto(`/carnets/${VENUE_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Karnety' })).toBeVisible();
  const offer = page.getByRole('article', { name: CARNET });
  await expect(offer).toContainText('Karnet na wejścia');
  await expect(offer).toContainText('10 wejść');
  await expect(offer).toContainText('400,00 zł');
  await expect(offer).toContainText('pon.–pt. 07:00–16:00');
  await expect(page.getByRole('article', { name: 'Karnet kwotowy 500 zł' })).toContainText('500,00 zł');

  // Buying asks them to sign in and brings them back to the same carnet.
  await offer.getByRole('button', { name: /Kup karnet/ }).click();
  await expect(page).toHaveURL(`${urls.host}/login`);
  const phone = freshPhone();
  await signInThroughForm(page, phone);
  await completeRegistration(page, { firstName: 'Kasia', lastName: 'Karnetowa', email: `kasia.${phone.national}@example.com` });
  const form = page.getByRole('region', { name: `Kupujesz: ${CARNET}` });
  await expect(form).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/carnets/${VENUE_ID}`);

  // The venue's regulations, then BLIK in the sandbox.
  await acceptRegulations(form, regulations);
  await choose(form.getByRole('radio', { name: 'BLIK' }));
  await form.getByLabel('Kod BLIK').fill('777123');
  await form.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.host}/payment-status/\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Płatność zakończona sukcesem' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Dziękujemy! Karnet ${CARNET} jest opłacony`)).toBeVisible();
  await page.getByRole('link', { name: 'Moje karnety' }).click();
  const mine = page.getByRole('article', { name: CARNET });
  await expect(mine).toContainText('Zostało: 10 wejść');
  await expect(mine.getByTestId('carnet-state')).toHaveText('Dostępny');

  // Book a court with it: the options step offers the carnet for a weekday morning on squash.
  const slot = await morningSlot();
  const query = new URLSearchParams({
    sport: String(slot.sportTypeId),
    date: slot.day,
    object: String(slot.courtId),
    start: slot.start,
    step: 'options',
  });
  await page.goto(`/reservation/${VENUE_ID}/courts?${query.toString()}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Opcje rezerwacji' })).toBeVisible();
  await choose(page.getByRole('radio', { name: /Karnetem/ }));
  const picker = page.getByRole('group', { name: 'Twoje karnety w tym obiekcie' });
  await expect(picker).toContainText('Pobierze 1 wejście · zostało 10 wejść');
  await choose(picker.getByRole('radio', { name: new RegExp(CARNET) }));
  await acceptRegulations(page, regulations);
  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeVisible();
  await expect(page.getByText(`Karnet ${CARNET} (1 wejście)`)).toBeVisible();
  await page.getByRole('button', { name: 'Zarezerwuj z karnetem' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Zarezerwowano' })).toBeVisible();
  await expect(page.getByText(`Opłacona karnetem ${CARNET} (1 wejście)`)).toBeVisible();

  // My carnets shows the entry used, with the reservation it went to.
  await page.goto('/my-carnets');
  await expect(mine).toContainText('Zostało: 9 wejść');
  const history = mine.getByRole('region', { name: 'Historia użycia' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('−1 wejście użyto');

  // Cancelling in the free window gives the entry back.
  await history.getByRole('link', { name: new RegExp(`Rezerwacja: ${COURT}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły rezerwacji' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rezerwacja' })).toContainText(`Opłacona karnetem ${CARNET} (1 wejście)`);
  await page.getByRole('button', { name: 'Odwołaj rezerwację' }).click();
  const confirm = page.getByRole('region', { name: 'Odwołać rezerwację?' });
  await expect(confirm).toContainText(`1 wejście wróci na karnet ${CARNET}.`);
  await confirm.getByRole('button', { name: 'Tak, odwołaj' }).click();
  await expect(page.getByText(`Rezerwacja została odwołana. 1 wejście wróciło na karnet ${CARNET}.`)).toBeVisible();

  await page.goto('/my-carnets');
  await expect(mine).toContainText('Zostało: 10 wejść');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('+1 wejście zwrócono');
});

test('the carnets on sale and My carnets pass axe in the light and dark themes', async ({ page, context }) => {
  await page.goto(`/carnets/${VENUE_ID}`);
  await expect(page.getByRole('article', { name: CARNET })).toBeVisible();
  await expectNoViolationsInBothThemes(page, { settle: true });

  // A player holding a carnet that waits for its payment and one bought and paid, both at venue 1.
  const session = await signIn(context);
  const types = await api<{ id: number; name: string }[]>(null, 'GET', `/marketplace/venue/carnet_type/${VENUE_ID}`);
  const venue = await api<{ regulations: { id: number; required: boolean }[] }>(null, 'GET', `/marketplace/venue/${VENUE_ID}`);
  const type = types.find((item) => item.name === CARNET);
  if (!type) throw new Error(`${CARNET} is not on sale at venue ${VENUE_ID}`);
  await api(session, 'POST', '/users/user_venue_carnet', {
    venue_carnet_type_id: type.id,
    venue_id: VENUE_ID,
    online_payment_method_id: 106,
    regulation_acceptance_id: venue.regulations.filter((item) => item.required).map((item) => item.id),
  });
  await page.goto('/my-carnets');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje karnety' })).toBeVisible();
  await expect(page.getByRole('article', { name: CARNET })).toContainText('czeka na płatność');
  await expectNoViolationsInBothThemes(page, { settle: true });

  // The Passes tab of the venue page too.
  await page.goto(`/reservation/${VENUE_ID}/carnets`);
  await expect(page.getByRole('article', { name: CARNET })).toBeVisible();
  await expectNoViolationsInBothThemes(page, { settle: true });
});
