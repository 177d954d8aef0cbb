import { expect, test, type Page } from '../support/test.ts';
import { api } from '../support/api.ts';
import { urls } from '../support/env.ts';
import { REMOTE_PAGES, signedInAs } from '../support/pages.ts';
import { signIn } from '../support/session.ts';

type ShareInfo = { loaded?: boolean; from: string; useIn?: string[]; lib?: () => unknown };
type FederationGlobal = { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> };

/**
 * For each federation instance (the host and every loaded remote), where each shared package
 * it uses comes from: `<version>@<provider>`. Read from the federation runtime's own global.
 */
function sharedSources(page: Page, names: string[]) {
  return page.evaluate((packages) => {
    const federation = (globalThis as unknown as { __FEDERATION__: FederationGlobal }).__FEDERATION__;
    const sources: Record<string, Record<string, string[]>> = {};
    for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
      const app = instance.split(':')[0]!;
      for (const scope of Object.values(scopes))
        for (const name of packages)
          for (const [version, info] of Object.entries(scope[name] ?? {}))
            if (info.loaded) ((sources[app] ??= {})[name] ??= []).push(`${version}@${info.from}`);
    }
    return sources;
  }, names);
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'zustand',
  'i18next',
  'react-i18next',
  '@venue/auth-store',
  '@venue/routes',
  // The part of the UI kit the shell renders: a remote's page draws it from the host's code.
  '@venue/ui/shell-kit',
];

test('host and remotes run on one React, one router and one auth store', async ({ page, context }) => {
  await signIn(context, { firstName: 'Marta', lastName: 'Zielińska' });
  await page.goto(REMOTE_PAGES.trainer.path);
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.trainer.heading, exact: true })).toBeVisible();

  // One auth store: the remote shows the user the host signed in.
  await expect(page.getByText(signedInAs('Marta'))).toBeVisible();

  // One copy of each singleton: the host's, which the trainer remote uses too.
  const sources = await sharedSources(page, SINGLETONS);
  for (const app of ['host', 'trainer']) {
    for (const name of SINGLETONS) {
      const found = sources[app]?.[name] ?? [];
      expect(new Set(found).size, `${app} → ${name}: ${found.join(', ')}`).toBe(1);
      expect(found[0], `${app} → ${name}`).toMatch(/@host$/);
    }
  }

  // One router: the remote's link navigates inside the same page (no reload), to another remote's
  // page, and the host's title follows.
  await page.evaluate(() => Object.assign(window, { e2eMarker: 'still here' }));
  await page.getByRole('link', { name: 'Przejdź do swojego konta' }).click();
  await expect(page).toHaveURL(`${urls.host}${REMOTE_PAGES.account.path}`);
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.account.heading, exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Twoje konto · Venue');
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('still here');
});

test('a sign-out through the shared store reaches the host and the remote at once', async ({ page, context }) => {
  await signIn(context, { firstName: 'Olga', lastName: 'Kowal' });
  // A course's details are a public page of the booking remote that reads who is signed in (a
  // parent gets "enrol"): the page stays after a sign-out, and the parent's button goes at once.
  const courses = await api<{ id: number; name: string }[]>(null, 'GET', '/public/venue/course/1');
  const course = courses.find((item) => item.name === 'Mini tenis dla dzieci');
  if (!course) throw new Error('Mini tenis dla dzieci is not listed at venue 1');
  const coursePath = `/reservation/1/courses?course=${course.id}`;
  await page.goto(coursePath);
  await expect(page.getByRole('button', { name: 'Zapisz na kurs', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyloguj', exact: true })).toBeVisible();

  // The host's copy of @venue/auth-store, taken from the federation share scope.
  await page.evaluate(async () => {
    const federation = (globalThis as unknown as { __FEDERATION__: FederationGlobal }).__FEDERATION__;
    for (const scopes of Object.values(federation.__SHARE__))
      for (const scope of Object.values(scopes))
        for (const info of Object.values(scope['@venue/auth-store'] ?? {})) {
          if (info.loaded && info.from === 'host' && info.lib) {
            await (info.lib() as { signOut: () => Promise<void> }).signOut();
            return;
          }
        }
    throw new Error('the host has not shared @venue/auth-store');
  });

  await expect(page.getByRole('button', { name: 'Zapisz na kurs', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wyloguj', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(`${urls.host}${coursePath}`);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
