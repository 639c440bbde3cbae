/**
 * Purchaser takeover (issue 17, decision 0150): create-hash with the purchaser's own token, the
 * login with the hash, the takeover token acting for the customer, and every way it is refused.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customer, purchaserAudit } from '../src/db/schema/index.ts'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { unassignCustomer } from '../src/purchaser/staff-purchasers.ts'
import { setTradeFlags } from '../src/backoffice/staff-customers.ts'
import { assign, makePurchaser, takeOver, type TestPurchaser } from './helpers/purchaser.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'

const HASH_WRONG = 'Hash is incorrect, this is not good.'

describe(`purchaser takeover (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let clock = Date.now()
  let purchaser: TestPurchaser
  const jansen = { id: 0, email: 'inkoop@rijwielhandel-jansen.nl', token: '' }
  const bakker = { id: 0, email: 'info@fietsenmaker-bakker.nl', token: '' }

  const idOf = async (email: string) =>
    (await t.database.db.select({ id: customer.id }).from(customer).where(eq(customer.email, email)))[0]!.id
  const hashFor = async (customerId: number, who = purchaser) =>
    call(t.app, 'POST', `/api/purchaser/create-hash?token=${who.token}`, { customerId, purchaserId: who.id })
  const hashLogin = (email: string, purchaserId: number, hash: string) =>
    call(t.app, 'POST', '/api/user/login', { username: email, password: '', purchaserId, hash })

  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date(clock) })
    jansen.id = await idOf(jansen.email)
    bakker.id = await idOf(bakker.email)
    jansen.token = (await signIn(t.app, jansen.email, TRADE_DEMO_PASSWORD)).token
    bakker.token = (await signIn(t.app, bakker.email, TRADE_DEMO_PASSWORD)).token
    purchaser = await makePurchaser(t)
    await assign(t, purchaser.id, jansen.id)
  })
  afterAll(() => t?.close())

  it('gives an assigned customer a hash, and the hash login a token acting for that customer', async () => {
    const hashed = await hashFor(jansen.id)
    expect(hashed.status, JSON.stringify(hashed.body)).toBe(200)
    expect(hashed.body.result).toEqual({ hash: expect.any(String), expires_at: expect.any(String) })
    expect(Date.parse(hashed.body.result.expires_at) - clock).toBeLessThanOrEqual(600_000)
    const login = await hashLogin(jansen.email, purchaser.id, hashed.body.result.hash)
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const token = login.body.result as string
    expect(login.body.meta.refreshToken).toEqual(expect.any(String))
    // the token is the customer's: /me answers Jansen
    const me = await call(t.app, 'GET', `/api/user/me?token=${token}`)
    expect(me.body.result.email).toBe(jansen.email)
    // and names the acting purchaser
    const mine = await call(t.app, 'GET', `/api/purchaser/me-purchaser/${token}`)
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(mine.body.result).toMatchObject({
      id: purchaser.id,
      email: purchaser.email,
      is_purchaser: 1,
      purchaser_max_discount_percent: 10,
      acting_customer_id: jansen.id,
    })
    const audit = await t.database.db
      .select()
      .from(purchaserAudit)
      .where(eq(purchaserAudit.purchaserId, purchaser.id))
    expect(audit.some((a) => a.action === 'takeover' && a.customerId === jansen.id)).toBe(true)
  })

  it('keeps the purchaser claim across a refresh', async () => {
    const taken = await takeOver(t, purchaser, jansen.id)
    const renewed = await call(t.app, 'POST', '/api/user/refresh', { refreshToken: taken.refreshToken })
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200)
    const mine = await call(t.app, 'GET', `/api/purchaser/me-purchaser?token=${renewed.body.result}`)
    expect(mine.body.result.acting_customer_id).toBe(jansen.id)
  })

  it('refuses a wrong, foreign, tampered or expired hash with the spec text', async () => {
    const hash = (await hashFor(jansen.id)).body.result.hash as string
    const cases: [string, number, string][] = [
      [jansen.email, purchaser.id, 'nonsense'],
      [jansen.email, purchaser.id, `${hash.slice(0, -2)}AA`],
      // a hash for Jansen does not open Bakker
      [bakker.email, purchaser.id, hash],
      // nor another purchaser's session
      [jansen.email, purchaser.id + 100000, hash],
    ]
    for (const [email, id, given] of cases) {
      const res = await hashLogin(email, id, given)
      expect(res.status, `${email} ${given}`).toBe(401)
      expect(res.body.result).toBe(HASH_WRONG)
    }
    clock += 11 * 60_000
    const late = await hashLogin(jansen.email, purchaser.id, hash)
    expect(late.status).toBe(401)
    expect(late.body.result).toBe(HASH_WRONG)
  })

  it('makes no hash for a customer not assigned, for somebody else, or for a non-purchaser', async () => {
    const foreign = await hashFor(bakker.id)
    expect(foreign.status).toBe(403)
    expect(foreign.body.result).toContain('customerId')
    const other = await call(t.app, 'POST', `/api/purchaser/create-hash?token=${purchaser.token}`, {
      customerId: jansen.id,
      purchaserId: purchaser.id + 1,
    })
    expect(other.status).toBe(403)
    expect(other.body.result).toContain('purchaserId')
    const byCustomer = await call(t.app, 'POST', `/api/purchaser/create-hash?token=${bakker.token}`, {
      customerId: jansen.id,
      purchaserId: bakker.id,
    })
    expect(byCustomer.status).toBe(403)
    const byGuest = await call(t.app, 'POST', '/api/purchaser/create-hash', {
      customerId: jansen.id,
      purchaserId: 1,
    })
    expect(byGuest.status).toBe(401)
  })

  it('refuses ?purchaser= with a customer token or another id (403 naming purchaser)', async () => {
    const own = await call(t.app, 'GET', `/api/user/me?token=${jansen.token}&purchaser=${purchaser.id}`)
    expect(own.status).toBe(403)
    expect(own.body.result).toMatch(/^purchaser:/)
    const taken = await takeOver(t, purchaser, jansen.id)
    const wrong = await call(t.app, 'GET', `/api/user/me?token=${taken.token}&purchaser=${purchaser.id + 1}`)
    expect(wrong.status).toBe(403)
    expect(wrong.body.result).toMatch(/^purchaser:/)
    const right = await call(t.app, 'GET', `/api/user/me?token=${taken.token}&purchaser=${purchaser.id}`)
    expect(right.status).toBe(200)
    // a blank parameter names nobody
    expect((await call(t.app, 'GET', `/api/user/me?token=${jansen.token}&purchaser=`)).status).toBe(200)
  })

  it('keeps the takeover and the customer own session apart: one signing out does not end the other', async () => {
    const own = await signIn(t.app, jansen.email, TRADE_DEMO_PASSWORD)
    const taken = await takeOver(t, purchaser, jansen.id)
    // the purchaser leaves the customer
    expect((await call(t.app, 'POST', '/api/user/logout', { refreshToken: taken.refreshToken })).status).toBe(
      200,
    )
    expect((await call(t.app, 'GET', `/api/user/me?token=${taken.token}`)).status).toBe(401)
    expect((await call(t.app, 'GET', `/api/user/me?token=${own.token}`)).status).toBe(200)
    // leaving ended the purchaser's own access tokens too (decision 0150): they sign in again
    expect((await call(t.app, 'GET', `/api/purchaser/me-purchaser/${purchaser.token}`)).status).toBe(401)
    purchaser.token = (await signIn(t.app, purchaser.email, 'Geheim123!')).token
    // the customer signs out: a running takeover goes on
    const again = await takeOver(t, purchaser, jansen.id)
    expect((await call(t.app, 'POST', '/api/user/logout', { refreshToken: own.refreshToken })).status).toBe(
      200,
    )
    expect((await call(t.app, 'GET', `/api/user/me?token=${again.token}`)).status).toBe(200)
    // a takeover refresh token used twice ends that session
    const renewed = await call(t.app, 'POST', '/api/user/refresh', { refreshToken: again.refreshToken })
    expect(renewed.status).toBe(200)
    expect(
      (await call(t.app, 'POST', '/api/user/refresh', { refreshToken: again.refreshToken })).status,
    ).toBe(401)
    expect(
      (await call(t.app, 'POST', '/api/user/refresh', { refreshToken: renewed.body.meta.refreshToken }))
        .status,
    ).toBe(401)
    purchaser.token = (await signIn(t.app, purchaser.email, 'Geheim123!')).token
  })

  it('ends the takeover when the assignment is removed or the flag taken away', async () => {
    const taken = await takeOver(t, purchaser, jansen.id)
    expect((await call(t.app, 'GET', `/api/user/me?token=${taken.token}`)).status).toBe(200)
    const removed = await unassignCustomer(t.ctx, purchaser.id, jansen.id)
    expect(removed.ok).toBe(true)
    expect((await call(t.app, 'GET', `/api/user/me?token=${taken.token}`)).status).toBe(401)
    const renewed = await call(t.app, 'POST', '/api/user/refresh', { refreshToken: taken.refreshToken })
    expect(renewed.status).toBe(401)
    expect((await hashFor(jansen.id)).status).toBe(403)
    await assign(t, purchaser.id, jansen.id)
    const again = await takeOver(t, purchaser, jansen.id)
    expect((await call(t.app, 'GET', `/api/user/me?token=${again.token}`)).status).toBe(200)
    await setTradeFlags(t.ctx, purchaser.id, { is_purchaser: false })
    const { forgetPurchaserAccess } = await import('../src/purchaser/access.ts')
    forgetPurchaserAccess(t.database)
    expect((await call(t.app, 'GET', `/api/user/me?token=${again.token}`)).status).toBe(401)
    expect((await call(t.app, 'GET', `/api/purchaser/me-purchaser/${purchaser.token}`)).status).toBe(403)
    await setTradeFlags(t.ctx, purchaser.id, { is_purchaser: true })
    forgetPurchaserAccess(t.database)
  })
})
