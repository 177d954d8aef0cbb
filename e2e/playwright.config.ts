import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium.mjs';
import { urls } from './support/env.ts';

// Debian's Chromium: Playwright's own browser download is not reachable from CI.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two shared cores: more workers only make each test slower.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? './test-results/report.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: urls.host,
    locale: 'pl-PL',
    // Recording a trace costs each test about a sixth of its time (DOM snapshots and screencast
    // at every action), so CI records one only when a failed test is retried.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
});
