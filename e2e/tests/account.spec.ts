// The account page (/your-account) against the real backend: billing by NIP lookup, children,
// game levels, account data, and an axe scan in both themes.
import { expect, test, type Page } from '../support/test.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

/** A NIP the backend's sandbox registry knows (backend/src/plugins/registry/sandbox-registry.ts). */
const SANDBOX_NIP = '5260250274';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openAccount(page: Page): Promise<void> {
  await page.goto('/your-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeVisible();
}

test('billing data filled from the registry by NIP is saved and still there after a reload', async ({ page, context }) => {
  await signIn(context);
  await openAccount(page);
  const billing = region(page, 'Dane do faktury');
  await billing.getByRole('textbox', { name: /^NIP/ }).fill(SANDBOX_NIP);
  await billing.getByRole('button', { name: 'Pobierz dane z GUS' }).click();
  await expect(billing.getByText('Uzupełniliśmy dane firmy z rejestru GUS. Sprawdź je i zapisz.')).toBeVisible();
  await expect(billing.getByRole('radio', { name: 'Firma' })).toBeChecked();
  await expect(billing.getByRole('textbox', { name: 'Nazwa firmy' })).toHaveValue('Ministerstwo Finansów');
  await expect(billing.getByRole('textbox', { name: 'Kod pocztowy' })).toHaveValue('00-916');
  await billing.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(billing.getByText('Dane do faktury zostały zapisane.')).toBeVisible();

  await page.reload();
  const reloaded = region(page, 'Dane do faktury');
  await expect(reloaded.getByRole('radio', { name: 'Firma' })).toBeChecked();
  await expect(reloaded.getByRole('textbox', { name: 'Nazwa firmy' })).toHaveValue('Ministerstwo Finansów');
  await expect(reloaded.getByRole('textbox', { name: 'NIP', exact: true })).toHaveValue(SANDBOX_NIP);
  await expect(reloaded.getByRole('textbox', { name: 'Miejscowość' })).toHaveValue('Warszawa');
});

test('an unknown NIP says the registry has no such company', async ({ page, context }) => {
  await signIn(context);
  await openAccount(page);
  const billing = region(page, 'Dane do faktury');
  // Valid checksum, not in the sandbox registry.
  await billing.getByRole('textbox', { name: /^NIP/ }).fill('1234563218');
  await billing.getByRole('button', { name: 'Pobierz dane z GUS' }).click();
  await expect(billing.getByRole('alert')).toContainText('W rejestrze GUS nie ma firmy o tym numerze NIP.');
});

test('a parent adds a child and edits it; the changes survive a reload', async ({ page, context }) => {
  await signIn(context);
  await openAccount(page);
  const children = region(page, 'Profil rodzica — dzieci');
  await children.getByRole('button', { name: 'Dodaj dziecko' }).click();
  await children.getByRole('textbox', { name: 'Imię' }).fill('Jan');
  await children.getByRole('textbox', { name: 'Nazwisko' }).fill('Nowak');
  await children.getByRole('combobox', { name: 'Płeć' }).selectOption('male');
  await children.getByLabel('Data urodzenia').fill('2016-03-12');
  await children.getByRole('combobox', { name: 'Obiekt' }).selectOption({ index: 1 });
  await children.getByRole('button', { name: 'Dodaj profil dziecka' }).click();
  await expect(children.getByText('Dodano profil dziecka: Jan Nowak.')).toBeVisible();
  await expect(children.getByRole('heading', { level: 3, name: 'Jan Nowak' })).toBeVisible();
  // The card's courses arrive after it (their code and data) and move its buttons down: a click
  // aimed before that lands beside the button on a busy machine, as a hurried tap would.
  await expect(children.getByRole('region', { name: 'Kursy' }).getByText('Brak kursów.')).toBeVisible();

  await children.getByRole('button', { name: 'Edytuj profil: Jan Nowak' }).click();
  await children.getByRole('textbox', { name: 'Imię' }).fill('Janek');
  await children.getByRole('combobox', { name: 'Płeć' }).selectOption('not_defined');
  await children.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(children.getByText('Zapisano zmiany w profilu: Janek Nowak.')).toBeVisible();

  await page.reload();
  const item = region(page, 'Profil rodzica — dzieci').getByRole('listitem').filter({ hasText: 'Janek Nowak' });
  await expect(item).toContainText('Data urodzenia: 12 marca 2016 · Nie podano');
  await expect(region(page, 'Profil rodzica — dzieci').getByRole('heading', { level: 3, name: 'Jan Nowak', exact: true })).toHaveCount(0);
});

test('a parent deletes a child only after confirming', async ({ page, context }) => {
  await signIn(context);
  await openAccount(page);
  const children = region(page, 'Profil rodzica — dzieci');
  await children.getByRole('button', { name: 'Dodaj dziecko' }).click();
  await children.getByRole('textbox', { name: 'Imię' }).fill('Ola');
  await children.getByRole('textbox', { name: 'Nazwisko' }).fill('Nowak');
  await children.getByRole('combobox', { name: 'Płeć' }).selectOption('female');
  await children.getByLabel('Data urodzenia').fill('2018-05-01');
  await children.getByRole('combobox', { name: 'Obiekt' }).selectOption({ index: 1 });
  await children.getByRole('button', { name: 'Dodaj profil dziecka' }).click();
  await expect(children.getByRole('heading', { level: 3, name: 'Ola Nowak' })).toBeVisible();

  await children.getByRole('button', { name: 'Usuń profil: Ola Nowak' }).click();
  await children.getByRole('button', { name: 'Nie usuwaj' }).click();
  await expect(children.getByRole('heading', { level: 3, name: 'Ola Nowak' })).toBeVisible();
  await children.getByRole('button', { name: 'Usuń profil: Ola Nowak' }).click();
  await children.getByRole('button', { name: 'Tak, usuń profil' }).click();
  await expect(children.getByText('Usunięto profil dziecka: Ola Nowak.')).toBeVisible();
  await page.reload();
  await expect(region(page, 'Profil rodzica — dzieci').getByText('Nie dodano jeszcze żadnego dziecka.')).toBeVisible();
});

test('game levels are saved per sport and persist after a reload', async ({ page, context }) => {
  await signIn(context);
  await openAccount(page);
  const levels = region(page, 'Poziom gry');
  await levels.getByRole('combobox', { name: 'Squash' }).selectOption('3');
  await levels.getByRole('combobox', { name: 'Tenis' }).selectOption('6');
  await levels.getByRole('button', { name: 'Zapisz poziomy gry' }).click();
  await expect(levels.getByText('Poziomy gry zostały zapisane.')).toBeVisible();

  await page.reload();
  const reloaded = region(page, 'Poziom gry');
  await expect(reloaded.getByRole('combobox', { name: 'Squash' })).toHaveValue('3');
  await expect(reloaded.getByRole('combobox', { name: 'Tenis' })).toHaveValue('6');
  await expect(reloaded.getByRole('combobox', { name: 'Squash' }).locator('option:checked')).toHaveText('3 – zaawansowany');
});

test('saving account data changes the initials in the navigation bar at once', async ({ page, context }) => {
  await signIn(context, { firstName: 'Anna', lastName: 'Nowak' });
  await openAccount(page);
  const data = region(page, 'Dane konta');
  await expect(data.getByText(/^\+48 \d{3} \d{3} \d{3}$/)).toBeVisible();
  await data.getByRole('textbox', { name: 'Imię' }).fill('Zofia');
  await data.getByRole('button', { name: 'Zapisz dane konta' }).click();
  await expect(data.getByText('Dane konta zostały zapisane.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Zofia Nowak/ })).toHaveText('ZN');
});

test('a changed e-mail is unconfirmed, and asking for the link again too soon says how long to wait', async ({ page, context }) => {
  const session = await signIn(context);
  await openAccount(page);
  const data = region(page, 'Dane konta');
  const email = `nowy-${session.phone.national}@example.com`;
  await data.getByRole('textbox', { name: 'Adres e-mail' }).fill(email);
  await data.getByRole('button', { name: 'Zapisz dane konta' }).click();
  await expect(data.getByText(`Dane konta zostały zapisane. Wysłaliśmy link potwierdzający na adres ${email}.`)).toBeVisible();
  await expect(data.getByText('Niepotwierdzony')).toBeVisible();
  // The link went out with the save a moment ago; another one is refused for a while.
  await data.getByRole('button', { name: 'Wyślij link potwierdzający ponownie' }).click();
  await expect(data.getByText(/^Link został wysłany przed chwilą\. Kolejny możesz wysłać za \d+/)).toBeVisible();
});

test('the section navigation jumps to a section and keeps what was typed', async ({ page, context }) => {
  await signIn(context);
  await openAccount(page);
  await region(page, 'Dane konta').getByRole('textbox', { name: 'Imię' }).fill('Zofia');
  await page.getByRole('navigation', { name: 'Sekcje konta' }).getByRole('link', { name: 'Profil rodzica — dzieci' }).click();
  await expect(page).toHaveURL(/#children$/);
  await expect(region(page, 'Profil rodzica — dzieci').getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(region(page, 'Dane konta').getByRole('textbox', { name: 'Imię' })).toHaveValue('Zofia');
});

test('/your-account has no WCAG A/AA violations in the light and dark themes, with a child form showing errors', async ({
  page,
  context,
}) => {
  await signIn(context);
  await openAccount(page);
  await expect(region(page, 'Poziom gry').getByRole('combobox', { name: 'Squash' })).toBeVisible();
  await expectNoViolationsInBothThemes(page, { settle: true });

  const children = region(page, 'Profil rodzica — dzieci');
  await children.getByRole('button', { name: 'Dodaj dziecko' }).click();
  await children.getByRole('button', { name: 'Dodaj profil dziecka' }).click();
  await expect(children.getByRole('alert')).toBeVisible();
  await expectNoViolationsInBothThemes(page, { settle: true });
});
