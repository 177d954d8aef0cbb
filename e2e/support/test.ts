// The `test` every spec uses: each test talks to the backend from its own client address.
//
// The backend limits SMS sends and code checks per IP (30 and 60 an hour at once, then spaced by
// a growing delay); a suite signing in dozens of users from 127.0.0.1 would be slowed by them. The
// e2e backend believes X-Forwarded-For from loopback (TRUST_PROXY=loopback, as behind a production
// proxy), and every test sends a distinct address.
// The header is added on the network layer: set by the page it would be a CORS-checked header.
import { test as base, type TestInfo } from '@playwright/test';
import { urls } from './env.ts';

export { expect } from '@playwright/test';
export type { Page, BrowserContext } from '@playwright/test';

const addresses = new WeakMap<TestInfo, string>();
let issued = 0;

/** One address per test attempt: 10.<worker>.<n>.<n>. */
export function clientAddress(info: TestInfo = base.info()): string {
  let address = addresses.get(info);
  if (!address) {
    issued += 1;
    address = `10.${info.parallelIndex % 250}.${(issued >> 8) & 255}.${issued & 255}`;
    addresses.set(info, address);
  }
  return address;
}

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const address = clientAddress(testInfo);
    await context.route(`${urls.api}/**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
    await use(context);
  },
});
