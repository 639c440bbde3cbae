/**
 * The public forms' captcha (issue 19, decisions 0198 and 0199) through HTTP: the settings call,
 * the self-hosted challenge and its check, every refusal of `verifyCaptcha` (missing, wrong,
 * expired, replayed), the hosted adapter against a fake siteverify server, the spec's warning at
 * boot when it is off, and the purge of spent solutions.
 */
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaSpent } from '../src/db/schema/index.ts'
import { verifyCaptcha } from '../src/captcha/verify-captcha.ts'
import { purgeSpent } from '../src/captcha/spent-store.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { expiredToken, fetchChallenge, solve, solvedCaptcha } from './captcha-helpers.ts'
import {
  DUMMY_TOKEN,
  startFakeSiteverify,
  TEST_SECRET,
  type FakeSiteverify,
} from './captcha-fake-siteverify.ts'

const SECRET = 'altcha-test-secret-0123456789abcdef0123456789'
const ALTCHA = { CAPTCHA_ACTIVE: 'true', CAPTCHA_SECRET_KEY: SECRET, CAPTCHA_COMPLEXITY: '300' }

const verify = (t: TestApp, response: unknown) => call(t.app, 'POST', '/api/captcha/verify', { response })

describe(`captcha, self-hosted (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: ALTCHA })
  })
  afterAll(() => t.close())

  it('says it is active, altcha, with its challenge URL and no site key', async () => {
    const res = await call(t.app, 'GET', '/api/captcha')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      code: 200,
      result: {
        is_active: true,
        provider: 'altcha',
        site_key: null,
        challenge_url: '/api/captcha/challenge',
        script_url: null,
      },
    })
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('hands out signed challenges with an expiry, no cookie, never kept by a cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
    const challenge = JSON.parse(res.body)
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 })
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 1700)
    expect(typeof challenge.signature).toBe('string')
  })

  it('a solved challenge is confirmed by /verify without being spent, then accepted once by a form and refused the second time (409)', async () => {
    const token = await solvedCaptcha(t.app)
    expect((await verify(t, token)).body).toEqual({ code: 200, result: { success: true } })
    expect((await verify(t, token)).body).toEqual({ code: 200, result: { success: true } })
    expect(await verifyCaptcha(t.ctx, token, '127.0.0.1')).toEqual({ ok: true, value: true })
    const again = await verifyCaptcha(t.ctx, token, '127.0.0.1')
    expect(again).toMatchObject({
      ok: false,
      error: 'conflict',
      meta: { field: 'captcha', reason: 'replayed' },
    })
    expect(!again.ok && again.message).toMatch(/^captcha: /)
    expect((await verify(t, token)).body).toEqual({
      code: 200,
      result: { success: false, reason: 'replayed' },
    })
  })

  it('a missing solution is refused naming captcha', async () => {
    for (const token of [undefined, null, '', '   ', 42]) {
      const r = await verifyCaptcha(t.ctx, token, undefined)
      expect(r).toMatchObject({ ok: false, error: 'invalid', message: 'captcha: Field is required.' })
    }
    expect((await verify(t, undefined)).body).toEqual({
      code: 200,
      result: { success: false, reason: 'missing' },
    })
  })

  it('a wrong solution, a forged signature and garbage are refused as invalid', async () => {
    const challenge = await fetchChallenge(t.app)
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString())
    const flipped = good.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'))
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: flipped } }
    const easier = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 2 } },
    }
    for (const payload of [wrongKey, easier]) {
      const token = Buffer.from(JSON.stringify(payload)).toString('base64')
      expect(await verifyCaptcha(t.ctx, token, undefined)).toMatchObject({
        ok: false,
        error: 'invalid',
        meta: { reason: 'invalid' },
      })
    }
    for (const token of ['not base64 json', Buffer.from('{"a":1}').toString('base64'), 'x'.repeat(9000)]) {
      expect(await verifyCaptcha(t.ctx, token, undefined)).toMatchObject({ ok: false, error: 'invalid' })
    }
    expect((await verify(t, 'nonsense')).body.result).toEqual({ success: false, reason: 'invalid' })
    // the original still passes: refusals spend nothing
    expect(
      await verifyCaptcha(t.ctx, Buffer.from(JSON.stringify(good)).toString('base64'), undefined),
    ).toEqual({ ok: true, value: true })
  })

  it('a challenge signed with another secret is invalid; an expired one is refused as expired', async () => {
    const foreign = await expiredToken('another-secret-0123456789abcdef0123456789')
    expect(await verifyCaptcha(t.ctx, foreign, undefined)).toMatchObject({ ok: false })
    const expired = await expiredToken(SECRET)
    expect(await verifyCaptcha(t.ctx, expired, undefined)).toMatchObject({
      ok: false,
      error: 'invalid',
      message: 'captcha: The captcha has expired. Please solve it again.',
    })
    expect((await verify(t, expired)).body.result).toEqual({ success: false, reason: 'expired' })
  })

  it('a solution kept past its expiry is refused even though it was fine when solved', async () => {
    const token = await solvedCaptcha(t.app)
    t.setNow(new Date(Date.now() + 31 * 60_000))
    try {
      expect(await verifyCaptcha(t.ctx, token, undefined)).toMatchObject({
        ok: false,
        meta: { reason: 'expired' },
      })
    } finally {
      t.setNow(new Date())
    }
  })

  it('spent solutions are purged once they would have expired anyway', async () => {
    await t.database.db
      .insert(captchaSpent)
      .values({ key: 'spent:altcha:old', expiresAt: new Date(Date.now() - 1000) })
    expect(await purgeSpent(t.ctx)).toBeGreaterThanOrEqual(1)
    const left = await t.database.db.select().from(captchaSpent)
    expect(left.every((r) => r.expiresAt.getTime() > Date.now() - 1000)).toBe(true)
    expect(left.some((r) => r.key === 'spent:altcha:old')).toBe(false)
  })

  it('/verify answers bad input with 400 naming the field', async () => {
    const res = await call(t.app, 'POST', '/api/captcha/verify', { response: 'x'.repeat(9000) })
    expect(res.status).toBe(400)
    expect(res.body.result).toMatch(/body\.response/)
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/captcha/verify',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(text.statusCode).toBe(415)
  })
})

describe('captcha challenge and verify are rate-limited per address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: ALTCHA })
  })
  afterAll(() => t.close())

  it('the 61st challenge within ten minutes gets 429 with Retry-After; another address is still served', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
        remoteAddress: '10.9.9.9',
      })
      expect(res.statusCode).toBe(200)
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/captcha/challenge',
      remoteAddress: '10.9.9.9',
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/captcha/challenge',
      remoteAddress: '10.9.9.10',
    })
    expect(other.statusCode).toBe(200)
  })
})

describe('captcha switched off', () => {
  it('inactive: the settings say so, the challenge is 404 and every submission passes', async () => {
    const t = await buildTestApp({ env: { CAPTCHA_ACTIVE: 'false' } })
    try {
      expect((await call(t.app, 'GET', '/api/captcha')).body.result).toMatchObject({
        is_active: false,
        provider: 'altcha',
        site_key: null,
      })
      expect((await call(t.app, 'GET', '/api/captcha/challenge')).status).toBe(404)
      expect(await verifyCaptcha(t.ctx, undefined, undefined)).toEqual({ ok: true, value: true })
      expect((await verify(t, undefined)).body.result).toEqual({ success: true })
    } finally {
      await t.close()
    }
  })

  it('under NODE_ENV=test it is off unless asked for; in production it is on by default', async () => {
    const { loadConfig } = await import('../src/config/config.ts')
    expect(loadConfig({ NODE_ENV: 'test' }).captcha.active).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }).captcha).toMatchObject({ active: true, provider: 'altcha' })
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'friendly' })).toThrow(/CAPTCHA_PROVIDER/)
  })

  for (const [env, reason] of [
    [{ CAPTCHA_ACTIVE: 'false' }, /CAPTCHA_ACTIVE is false/],
    [
      { CAPTCHA_ACTIVE: 'true', CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '1x00000000000000000000AA' },
      /CAPTCHA_SECRET_KEY/,
    ],
    [{ CAPTCHA_ACTIVE: 'true', CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET_KEY: 'x' }, /CAPTCHA_SITE_KEY/],
  ] as const) {
    it(`logs the spec's warning at boot: ${JSON.stringify(env)}`, async () => {
      let log = ''
      const stream = new Writable({ write: (chunk, _e, done) => ((log += String(chunk)), done()) })
      const t = await buildTestApp({ env: { ...env, LOG_LEVEL: 'warn' }, logStream: stream })
      try {
        const warning = log
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
          .find((l) => /Captcha disabled/.test(l.msg))
        expect(warning).toBeDefined()
        expect(warning.level).toBe(40)
        expect(warning.reason).toMatch(reason)
        expect((await call(t.app, 'GET', '/api/captcha')).body.result.is_active).toBe(false)
      } finally {
        await t.close()
      }
    })
  }

  it('active with every key: no warning', async () => {
    let log = ''
    const stream = new Writable({ write: (chunk, _e, done) => ((log += String(chunk)), done()) })
    const t = await buildTestApp({ env: { ...ALTCHA, LOG_LEVEL: 'warn' }, logStream: stream })
    await t.close()
    expect(log).not.toMatch(/Captcha disabled/)
  })
})

describe('captcha, hosted (Turnstile) against a fake siteverify server', () => {
  let t: TestApp
  let fake: FakeSiteverify
  beforeAll(async () => {
    fake = await startFakeSiteverify()
    t = await buildTestApp({
      env: {
        CAPTCHA_ACTIVE: 'true',
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
        CAPTCHA_SECRET_KEY: TEST_SECRET,
        CAPTCHA_VERIFY_URL: fake.url,
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('gives the browser the site key and the provider script, no challenge', async () => {
    expect((await call(t.app, 'GET', '/api/captcha')).body.result).toEqual({
      is_active: true,
      provider: 'turnstile',
      site_key: '1x00000000000000000000AA',
      challenge_url: null,
      script_url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    })
    expect((await call(t.app, 'GET', '/api/captcha/challenge')).status).toBe(404)
  })

  it('a wrong token is refused after asking the provider with the secret and the client address', async () => {
    const r = await verifyCaptcha(t.ctx, 'wrong-token', '192.0.2.7')
    expect(r).toMatchObject({ ok: false, error: 'invalid', meta: { reason: 'invalid' } })
    expect(fake.calls.at(-1)).toEqual({ secret: TEST_SECRET, response: 'wrong-token', remoteip: '192.0.2.7' })
  })

  it('/verify confirms the dummy token; the form then accepts it without a second provider call, once', async () => {
    const before = fake.calls.length
    expect((await verify(t, DUMMY_TOKEN)).body).toEqual({ code: 200, result: { success: true } })
    expect(fake.calls.length).toBe(before + 1)
    expect(await verifyCaptcha(t.ctx, DUMMY_TOKEN, undefined)).toEqual({ ok: true, value: true })
    expect(fake.calls.length).toBe(before + 1)
    expect(await verifyCaptcha(t.ctx, DUMMY_TOKEN, undefined)).toMatchObject({ ok: false, error: 'conflict' })
  })

  it('a provider that cannot be reached is a 502 naming the captcha, not a pass', async () => {
    const down = await buildTestApp({
      env: {
        CAPTCHA_ACTIVE: 'true',
        CAPTCHA_PROVIDER: 'hcaptcha',
        CAPTCHA_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
        CAPTCHA_SECRET_KEY: TEST_SECRET,
        CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      },
    })
    try {
      expect(await verifyCaptcha(down.ctx, DUMMY_TOKEN, undefined)).toMatchObject({
        ok: false,
        error: 'upstream_failed',
      })
      const res = await verify(down, DUMMY_TOKEN)
      expect(res.status).toBe(502)
      expect(res.body.result).toMatch(/^captcha: /)
    } finally {
      await down.close()
    }
  })
})
