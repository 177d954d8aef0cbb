// /statistics against the real backend (issue 30): the demo player's month in Polish and
// Ukrainian (figures and a chart, axe in both themes, 360 px without sideways scroll), and a share
// link a stranger opens in a fresh browser (figures, no phone number) until it is revoked (410).
import { signInThroughApi } from '../../scripts/lib/dev-login.mjs';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { useSession, type Session } from '../support/session.ts';
import { clientAddress, expect, test, type BrowserContext, type Page } from '../support/test.ts';

/** Anna Demo (README: "Two commands"), whose seeded history spans the last six months. */
const DEMO_PHONE = { national: '500600700', e164: '+48500600700' } as const;

/** The month before this one in the platform zone: a whole month of the demo's history. */
function previousMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

// One sign-in for both tests: a phone gets one login code a minute, so they run in one worker, in turn.
test.describe.configure({ mode: 'serial' });
let demo: Session;
test.beforeAll(async () => {
  const { token, user } = await signInThroughApi(urls.apiBase, {
    phoneNationalNumber: DEMO_PHONE.national,
    clientAddress: clientAddress(),
  });
  demo = { phone: DEMO_PHONE, token, user: user as Session['user'] };
});

const signInAsDemo = (context: BrowserContext) => useSession(context, demo);

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

test('the demo player’s month in Polish and Ukrainian: figures, a chart, axe in both themes, 360 px', async ({ page, context }) => {
  await signInAsDemo(context);
  await page.setViewportSize({ width: 360, height: 800 });
  const month = previousMonth();
  const languages = [
    {
      code: 'pl',
      heading: 'Statystyki',
      figures: 'Podsumowanie miesiąca',
      total: /^Wszystkie rezerwacje/,
      hours: /godzin|godziny|godzina/,
    },
    { code: 'ua', heading: 'Статистика', figures: 'Підсумок місяця', total: /^Усі бронювання/, hours: /годин|години|година/ },
  ] as const;
  for (const language of languages) {
    await page.goto('/');
    await page.evaluate((code) => localStorage.setItem('language', code), language.code);
    await page.goto(`/statistics?month=${month}`);
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
    const figures = page.getByRole('list', { name: language.figures });
    await expect(figures).toBeVisible();
    const total = figures.getByRole('link', { name: language.total });
    await expect(total).toHaveAttribute('href', new RegExp(`^/my-reservations\\?from=${month}-01&to=${month}-\\d\\d&cancelled=1$`));
    await expect(figures).toContainText(language.hours);
    await expect(page.locator('svg[data-chart="trend"]')).toBeVisible();
    await expect(page.locator('svg[data-chart="heatmap"]')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoViolationsInBothThemes(page, { settle: true, label: `/statistics ${language.code}` });
  }

  // A number opens the reservations it counts.
  await page
    .getByRole('list', { name: 'Підсумок місяця' })
    .getByRole('link', { name: /^Усі бронювання/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/my-reservations\\?from=${month}-01`));
});

test('a shared card opens in a fresh browser with the figures and without the phone number; revoked, it is gone (410)', async ({
  page,
  context,
  browser,
}) => {
  await signInAsDemo(context);
  await page.goto(`/statistics?month=${previousMonth()}`);
  const share = page.getByRole('region', { name: 'Udostępnij podsumowanie' });
  await expect(share.getByTestId('share-card')).toContainText('Anna');
  const create = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/app/url_shortener') && response.request().method() === 'POST',
  );
  await share.getByRole('button', { name: 'Utwórz link' }).click();
  expect((await create).status()).toBe(201);
  const url = await share.getByRole('textbox', { name: 'Link do karty' }).inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{16,}$/);
  // The card image comes from the API's public origin; the page's CSP must let it show.
  const image = share.getByRole('img', { name: 'Karta, jaką zobaczą inni' });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const stranger = await browser.newContext({ locale: 'pl-PL' });
  try {
    const card = await stranger.newPage();
    const opened = await card.goto(url);
    expect(opened?.status()).toBe(200);
    await expect(card.getByRole('heading', { level: 1 })).toContainText('Anna');
    await expect(card.locator('body')).toContainText(/\d+(,\d)? godzin|godziny|godzina/);
    const text = await card.locator('body').innerText();
    for (const phone of ['500600700', '500 600 700', '+48500600700']) expect(text).not.toContain(phone);
    expect(await card.content()).not.toContain('500600700');

    // The owner turns it off from the list, after the question.
    const links = page.getByRole('region', { name: 'Twoje linki' });
    const row = links.getByRole('listitem').filter({ hasText: url });
    await row.getByRole('button', { name: 'Wyłącz link' }).click();
    await row.getByRole('button', { name: 'Tak, wyłącz' }).click();
    await expect(row).toContainText('Wyłączony');

    const gone = await card.goto(url);
    expect(gone?.status()).toBe(410);
  } finally {
    await stranger.close();
  }
});
