/**
 * Issue 14, finding 2: the built-in test provider marks orders paid without money. It stays the
 * zero-set-up default, but every order placed with it is flagged (order data, status API, mail),
 * and a shop on a PostgreSQL server refuses to start unless PAYMENT_PROVIDER=test is named.
 */
import { spawn } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestApp } from './test-app.ts'
import { createPaymentTestApp } from './payment-test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { address, cartWith, orderBody } from './order-helpers.ts'

const root = resolve(import.meta.dirname, '../../..')

function boot(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { PAYMENT_PROVIDER: _p, DATABASE_URL: _d, ...inherited } = process.env
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += String(d)))
    child.stderr.on('data', (d) => (output += String(d)))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      done({ code, output })
    })
  })
}

describe('a shop on a PostgreSQL server does not fall back to the test provider', () => {
  // port 1: nothing listens there, so a shop that got past the check fails on connecting instead
  const server = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: './var/test/test-mode' }

  it('refuses to start without PAYMENT_PROVIDER, saying what to set', async () => {
    const { code, output } = await boot(server)
    expect(code).toBe(1)
    expect(output).toContain('PAYMENT_PROVIDER=test')
    expect(output).toContain('DATABASE_URL')
  }, 70_000)

  it('gets past the check when PAYMENT_PROVIDER=test is named', async () => {
    const { code, output } = await boot({ ...server, PAYMENT_PROVIDER: 'test' })
    expect(code).toBe(1) // the database is not there
    expect(output).not.toContain('refuses to start')
  }, 70_000)
})

describe(`orders placed in test mode carry the flag (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  const run = Math.random().toString(36).slice(2, 10)

  async function placeWith(t: TestApp, email: string) {
    await insertCartFixture(t.ctx.database)
    const line = [{ sku: 'FX-UNMANAGED', qty: 1 }]
    const body = orderBody(await cartWith(t.app, line), line)
    body.addressInformation.billingAddress = address({ email })
    // an offline method is confirmed, and mailed, at placement (decision 0081); an iDEAL order would
    // wait for its payment. Every order of a test-mode shop is flagged, whatever its method.
    Object.assign(body.addressInformation, { payment_method_code: 'cashondelivery' })
    const res = await call(t.app, 'POST', '/api/order', body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result as { orderNumber: string; orderToken: string }
  }

  async function mailOf(t: TestApp, email: string): Promise<string> {
    const dir = join(t.ctx.config.dataDir, 'outbox')
    for (let i = 0; i < 100; i++) {
      for (const file of await readdir(dir).catch(() => [] as string[])) {
        const text = await readFile(join(dir, file), 'utf8')
        if (text.includes(email)) return text
      }
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`no mail to ${email}`)
  }

  describe('with the test provider', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createPaymentTestApp()
    })
    afterAll(() => t.close())

    it('stores test_mode, shows it in the order status and in the confirmation subject', async () => {
      const email = `test-mode-${run}@example.test`
      const placed = await placeWith(t, email)
      const [row] = await t.ctx.database.rows<{ test_mode: boolean }>(
        sql`select test_mode from sales_order where increment_id = ${placed.orderNumber}`,
      )
      expect(row!.test_mode).toBe(true)
      const status = await call(t.app, 'GET', `/api/order/status/${placed.orderToken}`)
      expect(status.body.result.test_mode).toBe(true)
      expect(await mailOf(t, email)).toMatch(/^Subject: \[TEST\] Je bestelling/m)
    })
  })

  describe('with a real provider', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createPaymentTestApp({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_nocalls' })
    })
    afterAll(() => t.close())

    it('stores and shows no test flag, and the mail is unmarked', async () => {
      const email = `live-mode-${run}@example.test`
      const placed = await placeWith(t, email)
      const status = await call(t.app, 'GET', `/api/order/status/${placed.orderToken}`)
      expect(status.body.result.test_mode).toBe(false)
      const mail = await mailOf(t, email)
      expect(mail).toMatch(/^Subject: Je bestelling/m)
      expect(mail).not.toContain('[TEST]')
    })
  })
})
