/**
 * End-to-end journeys in Chromium against the real, built shop. Global setup builds the storefront
 * when needed and starts `apps/api/src/main.ts` with a fresh data directory (the demo catalogue is
 * seeded on its first start), so tests never see a developer's data; teardown stops it and deletes
 * the directory. E2E_BASE_URL=http://... runs the journeys against a shop that is already running.
 */
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS } from './bench/lib/chromium-args.ts'

// Decided once in the runner process; its workers inherit the environment and so agree on the port.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800))
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${process.env.E2E_PORT}`
// one output folder per run: runs started side by side must not delete each other's traces
process.env.E2E_RUN ??= String(process.pid)

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: `test-results/run-${process.env.E2E_RUN}`,
  globalSetup: './e2e/support/global-setup.ts',
  // two cores on the development and CI machines: the shop process needs one of them
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // the service worker would answer from its cache between tests; journeys test the network
    serviceWorkers: 'block',
  },
})
