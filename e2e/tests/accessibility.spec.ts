import { expect, test, type Page } from '../support/test.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { expectCodeStep, requestCode } from '../support/login-form.ts';
import { REMOTE_PAGES } from '../support/pages.ts';
import { freshPhone } from '../support/phone.ts';
import { signIn } from '../support/session.ts';

interface PageCase {
  readonly name: string;
  readonly signedIn: false | 'registered' | 'new';
  readonly open: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

const CASES: PageCase[] = [
  {
    name: 'login, phone step',
    signedIn: false,
    open: async (page) => {
      await page.goto('/login');
      await heading(page, 'Zaloguj się');
    },
  },
  {
    name: 'login, code step',
    signedIn: false,
    open: async (page) => {
      await requestCode(page, freshPhone());
      await expectCodeStep(page);
    },
  },
  {
    name: 'complete registration',
    signedIn: 'new',
    open: async (page) => {
      await page.goto('/complete-registration');
      await heading(page, 'Dokończ rejestrację');
    },
  },
  ...Object.entries(REMOTE_PAGES)
    .filter(([remote]) => remote !== 'kiosk')
    .map(([remote, target]): PageCase => ({
      name: `${remote} remote (${target.path})`,
      signedIn: 'registered',
      open: async (page) => {
        await page.goto(target.path);
        await heading(page, target.heading);
      },
    })),
  {
    name: 'kiosk remote (/self-checkout/1)',
    signedIn: false,
    open: async (page) => {
      await page.goto(REMOTE_PAGES.kiosk.path);
      await heading(page, REMOTE_PAGES.kiosk.heading);
    },
  },
  {
    name: 'kiosk standalone',
    signedIn: false,
    open: async (page) => {
      await page.goto(`${urls.kiosk}${REMOTE_PAGES.kiosk.path}`);
      await heading(page, REMOTE_PAGES.kiosk.heading);
    },
  },
  {
    name: 'venue directory (/venues), signed out',
    signedIn: false,
    open: async (page) => {
      await page.goto('/venues');
      await heading(page, 'Obiekty');
      await expect(page.getByRole('link', { name: /Klub Sportowy Mokotów/ })).toBeVisible();
    },
  },
  {
    name: 'not found',
    signedIn: false,
    open: async (page) => {
      await page.goto('/no-such-page');
      await heading(page, 'Aut! Piłka poza kortem!');
    },
  },
  {
    name: 'server error',
    signedIn: false,
    open: async (page) => {
      await page.goto('/500');
      await heading(page, 'Ups! Serwer potrzebuje przerwy technicznej');
    },
  },
  {
    name: 'get mobile app',
    signedIn: false,
    open: async (page) => {
      await page.goto('/get-mobile-app');
      await heading(page, 'Pobierz aplikację mobilną');
    },
  },
];

for (const pageCase of CASES) {
  test(`${pageCase.name}: no WCAG A/AA violations in the light and dark themes`, async ({ page, context }) => {
    if (pageCase.signedIn) await signIn(context, { registered: pageCase.signedIn === 'registered' });
    await pageCase.open(page);
    // Let the page settle (fonts, lazy chunks) before judging contrast.
    await expectNoViolationsInBothThemes(page, { settle: true });
  });
}
