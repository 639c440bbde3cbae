/**
 * Issue 14 findings 4, 5, 12, 13 and 15, through HTTP: the sign-in gate cannot be used to lock an
 * account, access tokens end at sign-out, refresh-token reuse and password changes, the missing
 * request limits, reset-password does not tell who has an account, and the groupToken carries no
 * e-mail address.
 */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { LOGIN_GUARD, solveProofOfWork } from '@shop/commerce'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, register, shopperAddress, uniqueEmail } from './user-helpers.ts'
import { outboxDir } from '../src/mail/mail-service.ts'

describe(`account security (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let clock = Date.now()
  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date(clock) })
  })
  afterAll(() => t.close())

  const login = (
    body: Record<string, unknown>,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url: '/api/user/login', payload: body, remoteAddress, headers })
  const json = (res: { body: string }) => JSON.parse(res.body)
  const me = (token: string) => call(t.app, 'GET', `/api/user/me?token=${token}`)

  describe('finding 4: sign-in limits that strangers cannot use as a lock', () => {
    it('lets the right password from a known device through after strangers failed from five addresses', async () => {
      const { email, password } = await register(t.app)
      const first = await login({ username: email, password }, '198.51.100.1')
      expect(first.statusCode).toBe(200)
      const cookie = String(first.headers['set-cookie'])
      expect(cookie).toMatch(
        /^shop_device=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api\/user; .*HttpOnly; SameSite=Strict/,
      )
      const device = cookie.split(';')[0]!

      for (let i = 0; i < 5; i++) {
        const wrong = await login({ username: email, password: 'Verkeerd123' }, `203.0.113.${i + 1}`)
        expect(wrong.statusCode).toBe(401)
      }
      // the same browser, from yet another address: in
      const known = await login({ username: email, password }, '198.51.100.2', { cookie: device })
      expect(known.statusCode).toBe(200)
      // a device cookie of another account counts for nothing
      const other = await register(t.app)
      const foreign = await login({ username: other.email, password: 'Verkeerd123' }, '198.51.100.3', {
        cookie: device,
      })
      expect(foreign.statusCode).toBe(401)
    })

    it('asks an unknown device for a proof of work instead of refusing the right password', async () => {
      const { email, password } = await register(t.app)
      for (let i = 0; i < 5; i++) {
        await login({ username: email, password: 'Verkeerd123' }, `203.0.113.${20 + i}`)
      }
      const asked = await login({ username: email, password }, '198.51.100.10')
      expect(asked.statusCode).toBe(429)
      const { challenge } = json(asked).meta
      expect(challenge).toMatchObject({ algorithm: 'SHA-256', difficulty: LOGIN_GUARD.challengeBaseBits })

      // a made-up proof is refused, a solved one lets the right password in, once
      const bogus = await login(
        { username: email, password, proof: { salt: challenge.salt, nonce: 'x' } },
        '198.51.100.10',
      )
      expect(bogus.statusCode).toBe(429)
      const nonce = await solveProofOfWork(challenge.salt, challenge.difficulty)
      const proof = { salt: challenge.salt, nonce }
      const solved = await login({ username: email, password, proof }, '198.51.100.10')
      expect(solved.statusCode).toBe(200)
      const replayed = await login({ username: email, password, proof }, '198.51.100.11')
      expect(replayed.statusCode).toBe(429)
      // a proof is bound to its account
      const other = await register(t.app)
      for (let i = 0; i < 5; i++) {
        await login({ username: other.email, password: 'Verkeerd123' }, `203.0.113.${40 + i}`)
      }
      const next = json(await login({ username: email, password }, '198.51.100.12')).meta.challenge
      const borrowed = { salt: next.salt, nonce: await solveProofOfWork(next.salt, next.difficulty) }
      const misused = await login(
        { username: other.email, password: other.password, proof: borrowed },
        '198.51.100.12',
      )
      expect(misused.statusCode).toBe(429)
    })

    it('answers 429 with Retry-After once 150 failures spread over 10 addresses go on', async () => {
      const { email } = await register(t.app)
      const statuses: number[] = []
      for (let i = 0; i < 150; i++) {
        const res = await login({ username: email, password: `Gok-${i}-123` }, `192.0.2.${(i % 10) + 1}`)
        statuses.push(res.statusCode)
      }
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_GUARD.accountChallengeAt)
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(140)
    })

    it('stops 150 failures sprayed over many accounts from 10 addresses', { timeout: 120_000 }, async () => {
      const answers = []
      for (let i = 0; i < 150; i++) {
        const res = await login(
          { username: uniqueEmail('spray'), password: 'Verkeerd123' },
          `192.0.2.${(i % 10) + 101}`,
        )
        answers.push(res)
      }
      const refused = answers.filter((r) => r.statusCode === 429)
      expect(refused.length).toBeGreaterThanOrEqual(150 - 10 * LOGIN_GUARD.addressMax)
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0)
    })

    it('makes one address wait longer after each wrong password, with Retry-After', async () => {
      const { email, password } = await register(t.app)
      const address = '198.51.100.50'
      for (let i = 0; i < LOGIN_GUARD.pairFreeFailures; i++) {
        expect((await login({ username: email, password: 'Verkeerd123' }, address)).statusCode).toBe(401)
      }
      const waiting = await login({ username: email, password }, address)
      expect(waiting.statusCode).toBe(429)
      expect(Number(waiting.headers['retry-after'])).toBe(LOGIN_GUARD.pairFirstDelaySeconds)
      // another address of the same customer is not slowed by it
      expect((await login({ username: email, password }, '198.51.100.51')).statusCode).toBe(200)
      clock += LOGIN_GUARD.pairFirstDelaySeconds * 1000
      expect((await login({ username: email, password }, address)).statusCode).toBe(200)
    })

    it('limits failures per client address across accounts', async () => {
      const address = '198.51.100.60'
      for (let i = 0; i < LOGIN_GUARD.addressMax; i++) {
        await login({ username: uniqueEmail('spray'), password: 'Verkeerd123' }, address)
      }
      const stopped = await login({ username: uniqueEmail('spray'), password: 'Verkeerd123' }, address)
      expect(stopped.statusCode).toBe(429)
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0)
    })
  })

  describe('finding 5: access tokens end with the session', () => {
    it('at sign-out', async () => {
      const s = await customerSession(t.app)
      expect((await me(s.token)).status).toBe(200)
      await call(t.app, 'POST', '/api/user/logout', { refreshToken: s.refreshToken })
      expect((await me(s.token)).status).toBe(401)
      expect((await call(t.app, 'GET', `/api/user/order-history?token=${s.token}`)).status).toBe(401)
    })

    it('when a used refresh token comes back', async () => {
      const s = await customerSession(t.app)
      const renewed = await call(t.app, 'POST', '/api/user/refresh', { refreshToken: s.refreshToken })
      expect(renewed.status).toBe(200)
      const thiefToken = renewed.body.result as string
      expect((await me(thiefToken)).status).toBe(200)
      const reuse = await call(t.app, 'POST', '/api/user/refresh', { refreshToken: s.refreshToken })
      expect(reuse.status).toBe(401)
      expect((await me(thiefToken)).status).toBe(401)
      expect((await me(s.token)).status).toBe(401)
    })

    it('at a password change (and a new sign-in works)', async () => {
      const s = await customerSession(t.app)
      const changed = await call(t.app, 'POST', `/api/user/change-password?token=${s.token}`, {
        currentPassword: s.password,
        newPassword: 'Nieuw-geheim-1',
      })
      expect(changed.status).toBe(200)
      expect((await me(s.token)).status).toBe(401)
      const again = await login({ username: s.email, password: 'Nieuw-geheim-1' }, shopperAddress())
      expect((await me(json(again).result)).status).toBe(200)
    })

    it('at a password reset through create-password', async () => {
      const s = await customerSession(t.app)
      expect((await call(t.app, 'POST', '/api/user/reset-password', { email: s.email })).status).toBe(200)
      const dir = outboxDir(t.ctx.config.dataDir)
      const mails = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')))
      const mail = mails.find((m) => m.includes(`To: ${s.email}`))!
      const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      const resetToken = /create-password\?token=([\w-]+)/.exec(unfolded)![1]
      const created = await call(t.app, 'POST', '/api/user/create-password', {
        email: s.email,
        newPassword: 'Nieuw-geheim-2',
        resetToken,
      })
      expect(created.status).toBe(200)
      expect((await me(s.token)).status).toBe(401)
      // the cart calls refuse the old token as well
      expect((await call(t.app, 'POST', `/api/cart/create?token=${s.token}`)).status).toBe(401)
    })
  })

  describe('finding 12: limits', () => {
    it('limits sign-ups per client address', async () => {
      const address = '198.51.100.70'
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/create',
          remoteAddress: address,
          payload: {
            customer: { email: uniqueEmail('massa'), firstname: 'Jan', lastname: 'Jansen' },
            password: 'Geheim123!',
          },
        })
        statuses.push(res.statusCode)
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
          expect(json(res).result).toMatch(/Too many requests\. Please wait \d+ minutes/)
        }
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
      expect(statuses.slice(10)).toEqual([429, 429])
    })

    it('limits guest reviews per client address', async () => {
      const review = {
        review: {
          product_id: 1,
          title: 'Mooi',
          detail: 'Fijne fiets',
          nickname: 'Jan',
          review_entity: 'product',
          review_status: 2,
          customer_id: null,
          ratings: [],
        },
      }
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/review/create',
          payload: review,
          remoteAddress: '198.51.100.80',
        })
        statuses.push(res.statusCode)
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(2)
    })

    it('stops coupon guessing, not a shopper who applies a valid code', async () => {
      const cartId = (await call(t.app, 'POST', '/api/cart/create?token=')).body.result as string
      const apply = (code: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/cart/apply-coupon?token=&cartId=${cartId}&coupon=${code}`,
          remoteAddress: '198.51.100.90',
        })
      for (let i = 0; i < 30; i++) expect((await apply('FIETS10')).statusCode).toBe(200)
      const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => apply(`GOK${i}`)))
      const refused = guesses.filter((r) => r.statusCode === 429)
      expect(refused.length).toBeGreaterThanOrEqual(40)
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0)
    })

    it('stops order-token and transaction-id guessing', async () => {
      const guess = (i: number) =>
        t.app.inject({
          method: 'GET',
          url: `/api/order/status/${i.toString(16).padStart(48, '0')}`,
          remoteAddress: '198.51.100.100',
        })
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => guess(i)))
      expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(25)
      const payment = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/ext/payment-service/get-payment-status',
            payload: { order_id: `tr_${i}` },
            remoteAddress: '198.51.100.101',
          }),
        ),
      )
      expect(payment.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(25)
    })
  })

  describe('finding 13: reset-password does not tell who has an account', () => {
    it('answers an unknown address as a known one', async () => {
      const { email } = await register(t.app)
      const known = await call(t.app, 'POST', '/api/user/reset-password', { email })
      const unknown = await call(t.app, 'POST', '/api/user/reset-password', { email: uniqueEmail('niemand') })
      expect(unknown.status).toBe(known.status)
      expect(unknown.body).toEqual(known.body)
    })
  })

  describe('finding 15: no personal data in the group cookie', () => {
    it('signs the group only into the groupToken', async () => {
      const s = await customerSession(t.app)
      const { groupToken } = (await me(s.token)).body.result
      const claims = decodeJwt(groupToken)
      expect(claims.group_id).toBe(1)
      expect(JSON.stringify(claims)).not.toContain(s.email)
      expect(JSON.stringify(claims)).not.toContain('@')
    })
  })
})
