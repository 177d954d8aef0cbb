// Court-availability notifications end to end (issue 29): a player asks for a taken slot in the
// courts grid, another player cancels it, the slot is held for the first one, who sees the hold on
// My notifications and books it from "Zarezerwuj teraz"; the page passes axe in both themes.
import { api, apiCall, venueDay } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { acceptRegulations, choose, venueTerms } from '../support/carnets.ts';
import { urls } from '../support/env.ts';
import { createSession, useSession, type Session } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

// Kraków (id 2): squash, pay on site taken.
const VENUE = 2;

interface Availability {
  objects: { id: number; name: string; sport_type_id: number; slots: { start_time: string; local_time: string; prices: number[] }[] }[];
}

/** Books the first free hour of a court from `fromLocal` on site; its reservation id and local start. */
async function bookOnSite(session: Session, day: string, courtIndex: number, fromLocal: string) {
  const availability = await api<Availability>(null, 'GET', `/marketplace/venue/get_object_availabilities/${VENUE}?date=${day}`);
  const court = availability.objects[courtIndex];
  const free = court?.slots.find((slot) => slot.local_time >= fromLocal && slot.prices.length > 0);
  if (!court || !free) throw new Error(`No free slot on court #${courtIndex} of venue ${VENUE} on ${day}`);
  const { regulations } = await venueTerms(VENUE);
  const start = new Date(free.start_time);
  const booked = await api<{ reservations: { id: number }[] }>(session, 'POST', '/users/reservation', {
    venue_id: VENUE,
    venue_sport_object_id: court.id,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3_600_000).toISOString(),
    payment: 'on_site',
    accepted_regulation_ids: regulations.filter((item) => item.required).map((item) => item.id),
  });
  return { id: booked.reservations[0]!.id, court, local: free.local_time };
}

test('a player asks for a taken slot, another cancels it, and the first books it from the hold', async ({ context, page }) => {
  const [asker, other] = await Promise.all([createSession({ firstName: 'Ola' }), createSession({ firstName: 'Piotr' })]);
  const day = venueDay(2);
  const courtIndex = Math.floor(Math.random() * 3);
  // The asker's account at the venue comes with a first booking (another court, the morning).
  await bookOnSite(asker, day, (courtIndex + 1) % 3, '08:00');
  const taken = await bookOnSite(other, day, courtIndex, '19:00');
  await useSession(context, { ...asker, user: await api<Session['user']>(asker, 'GET', '/users/auth/me') });

  // Asks through the grid: the taken start opens the dialog with its court and hour prefilled.
  await page.goto(`/reservation/${VENUE}/courts?sport=${taken.court.sport_type_id}&date=${day}&court=${taken.court.id}`);
  await page.getByRole('button', { name: `${taken.local}, ${taken.court.name}, zajęty. Powiadom mnie, gdy się zwolni` }).click();
  const dialog = page.getByRole('dialog', { name: 'Powiadom mnie, gdy się zwolni' });
  await expect(dialog.getByRole('combobox', { name: 'Od' })).toHaveValue(taken.local);
  await dialog.getByRole('button', { name: 'Powiadom mnie' }).click();
  await expect(dialog.getByText(/Gotowe\./)).toBeVisible();

  // The other player cancels; the next job beat holds the slot for the asker and texts the link.
  const cancelled = await apiCall(other, 'DELETE', `/users/reservation/${taken.id}`);
  expect(cancelled.status).toBe(200);
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${urls.apiBase}/dev/outbox`)).json()) as { channel: string; to: string; text: string }[];
        link =
          outbox.find((message) => message.channel === 'sms' && message.to === asker.phone.e164 && /hold=\d+/.test(message.text))?.text ??
          '';
        return link;
      },
      { timeout: 20_000 },
    )
    .toMatch(/\/reservation\/2\/courts\?.*hold=\d+/);

  await page.goto('/my-notifications');
  await expect(page.getByText('Wysłane')).toBeVisible();
  await expect(page.getByText(/Trzymamy dla Ciebie/)).toBeVisible();
  await expect(page.getByText(/Zosta(ło|ły|ła) \d+ minut/)).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  // "Zarezerwuj teraz" opens the options step with the held slot chosen, and it can be booked.
  await page.getByRole('link', { name: 'Zarezerwuj teraz' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Opcje rezerwacji' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('hold')).toMatch(/^\d+$/);
  await choose(page.getByRole('radio', { name: /Na miejscu/ }));
  await acceptRegulations(page, (await venueTerms(VENUE)).regulations);
  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeVisible();
  await page.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Zarezerwowano' })).toBeVisible();

  await page.goto('/my-notifications');
  await expect(page.getByText('Zarezerwowane z powiadomienia.')).toBeVisible();
});
