import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh server for the run: built app, embedded database in a temporary folder, demo data.
// Set in the environment so that Playwright's worker processes see the same values.
if (!process.env.E2E_DATA_DIR) {
  // Made here, by the runner's main process (workers inherit the variable): removed again when the
  // run ends, unless E2E_KEEP_DATA is set to look at the database afterwards.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hivis-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  if (!process.env.E2E_KEEP_DATA) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// Ports in 21000–29999: clear of the services a developer machine runs (MariaDB 3306, the Erlang
// port mapper 4369, …) and below Linux's range for outgoing connections (32768 and up).
process.env.E2E_PORT ??= String(21000 + Math.floor(Math.random() * 3000));
// The SMTP receiver the app delivers to, and its HTTP side where tests read the mail.
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 3000);
process.env.E2E_MAIL_HTTP_PORT ??= String(Number(process.env.E2E_PORT) + 6000);
// The error-reporting service's receiver (tests/error-service.spec.ts starts it).
process.env.E2E_SENTRY_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_APP_SECRET ??= 'e2e-secret-that-is-long-enough-for-hmac-0123456789';
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  // The long journeys take 40–60 s on a quiet two-core machine and over a minute when it is busy
  // (docs/testing.md, "When the machine is loaded"): a journey gets two minutes, and one retry,
  // so that a run fails for a broken journey, not for a slow machine. A journey that passes only
  // on its retry is listed as flaky in the report.
  retries: 1,
  timeout: 120_000,
  // What a page shows may wait behind a loaded server for more than 10 s; a check that passes
  // returns as soon as it does, so the longer wait costs nothing when all is well.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The browser asks for reduced motion, so dialogs and loaders appear at once (the theme's
    // respectReducedMotion): a click never lands on a dialog still zooming into place.
    reducedMotion: 'reduce',
    // The app's service worker serves pages from the device's copy; only the offline journeys,
    // which test it, let it run (test.use({ serviceWorkers: 'allow' })), so every other test talks
    // to the server as it did.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Tests tagged @phone are written for the 360 px layout (hamburger menu), so only 'phone' runs them.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: 'npx tsx support/mail-receiver.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_HTTP_PORT: process.env.E2E_MAIL_HTTP_PORT },
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/api/v3/auth/info`,
      // /auth/info answers 401 without a token, which is enough to know the server is up.
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_SECRET: process.env.E2E_APP_SECRET,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        // Every message goes out over SMTP to the receiver above, as in production.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // Browsers report to it only under a name other than localhost or 127.0.0.1 (spec 9).
        SENTRY_DSN: `http://e2epublickey@127.0.0.1:${process.env.E2E_SENTRY_PORT}/7`,
      },
    },
  ],
});
