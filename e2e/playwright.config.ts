import { defineConfig } from '@playwright/test';

/** Debian's Chromium only: Playwright's own browser download does not work on these machines. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // two: most of a test's time is the browser and the device waiting on each other, not both cores busy (17 min with
  // one worker here); E2E_WORKERS=1 runs them in turn
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // one retry: the machine is 2 cores shared by the server, Chromium and the runner; a flake shows as such in the list
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../.tmp/test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
