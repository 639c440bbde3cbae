/**
 * Starts the real shop for the journeys (see playwright.config.ts): builds the storefront when its
 * build is older than its sources, then runs the same entry point as `npm start` on E2E_PORT with
 * a fresh DATA_DIR and an admin key for review moderation. Returns the teardown, which stops the
 * shop and removes its data.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { startShop } from '../../bench/lib/server.ts'
import { CAPTCHA_SHOP_ENV } from './shop-env.ts'

const root = resolve(import.meta.dirname, '../..')

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const port = Number(process.env.E2E_PORT)
  // E2E_BASE_URL set by hand: use that shop as it is
  if (process.env.E2E_BASE_URL !== `http://127.0.0.1:${port}`) return undefined
  execFileSync(process.execPath, ['scripts/ensure-storefront-build.mjs'], { cwd: root, stdio: 'inherit' })
  const dataDir = resolve(root, `var/e2e-${process.pid}`)
  rmSync(dataDir, { recursive: true, force: true })
  // the journeys read the shop's mail outbox and moderate reviews (support/shop-env.ts); variables
  // set here reach the test workers
  process.env.E2E_DATA_DIR = dataDir
  process.env.E2E_ADMIN_API_KEY ??= `e2e-admin-${randomBytes(12).toString('hex')}`
  const shop = await startShop(
    {
      DATA_DIR: dataDir,
      ADMIN_API_KEY: process.env.E2E_ADMIN_API_KEY,
      // large enough for every journey (filters with several colours and price ranges, variants,
      // hidden children), small enough to seed in seconds
      SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? '300',
      LOG_LEVEL: 'warn',
      // every journey's browser comes from 127.0.0.1: the per-address limits (sign-ups, reviews)
      // would refuse the suite itself; their own tests run in apps/api/test/auth-security.test.ts
      RATE_LIMIT_FACTOR: '100',
      ...CAPTCHA_SHOP_ENV,
    },
    port,
  )
  return async () => {
    await shop.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
