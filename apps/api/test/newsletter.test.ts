import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, uniqueEmail } from './user-helpers.ts'
import { startFakeProvider, type FakeProvider } from './payment-fake-server.ts'
import { outboxDir } from '../src/mail/mail-service.ts'
import { NEWSLETTER_MESSAGES } from '../src/newsletter/newsletter-service.ts'

const PATH = '/api/ext/mailchimp-subscribe/subscribe'
const CONFIRM = '/api/ext/mailchimp-subscribe/confirm'

describe(`newsletter (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const mailsTo = async (email: string) => {
    const dir = outboxDir(t.ctx.config.dataDir)
    const mails = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')))
    return mails
      .filter((m) => m.includes(`To: ${email}`))
      .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
  }
  const linkToken = async (email: string, path: string) => {
    const found = (await mailsTo(email)).map((m) => new RegExp(`${path}\\?token=([\\w.-]+)`).exec(m)?.[1])
    return found.find(Boolean)!
  }
  const ownStatus = async (s: { email: string; token: string }, extra = '') =>
    (await call(t.app, 'GET', `${PATH}?email=${encodeURIComponent(s.email)}&token=${s.token}${extra}`)).body

  it('subscribes only through the mailed link; the coupon comes with the confirmation, once', async () => {
    const s = await customerSession(t.app)
    expect(await ownStatus(s)).toEqual({ code: 200, result: 'unsubscribed' })
    const first = await call(t.app, 'POST', PATH, { email: s.email, firstname: 'Jan' })
    expect(first.body).toEqual({ code: 200, result: { status: 'pending' } })
    // nothing is active and no coupon is mailed before the address confirms
    expect(await ownStatus(s)).toEqual({ code: 200, result: 'pending' })
    expect((await mailsTo(s.email)).some((m) => m.includes('FIETS10'))).toBe(false)
    const confirmMail = (await mailsTo(s.email)).find((m) => m.includes('Bevestig je aanmelding'))
    expect(confirmMail).toContain('/newsletter/confirm?token=')

    const token = await linkToken(s.email, '/newsletter/confirm')
    const confirmed = await call(t.app, 'POST', CONFIRM, { token })
    expect(confirmed.body).toEqual({ code: 200, result: { status: 'subscribed', coupon_code: 'FIETS10' } })
    expect(await ownStatus(s)).toEqual({ code: 200, result: 'subscribed' })
    const welcome = (await mailsTo(s.email)).find((m) => m.includes('Welkom bij de nieuwsbrief'))
    expect(welcome).toContain('FIETS10')
    expect(welcome).toContain('/newsletter/unsubscribe?token=')
    // the link clicked again: still subscribed, no second coupon
    expect((await call(t.app, 'POST', CONFIRM, { token })).body).toEqual({
      code: 200,
      result: { status: 'subscribed' },
    })
    const me = await call(t.app, 'GET', `/api/user/me?token=${s.token}`)
    expect(me.body.result.extension_attributes.is_subscribed).toBe(true)

    // unsubscribed by the signed link of the welcome mail, without signing in
    const unsubscribeToken = await linkToken(s.email, '/newsletter/unsubscribe')
    const left = await call(t.app, 'DELETE', PATH, { unsubscribeToken })
    expect(left.body).toEqual({ code: 200, result: { status: 'unsubscribed' } })
    expect(await ownStatus(s)).toEqual({ code: 200, result: 'unsubscribed' })
    const after = await call(t.app, 'GET', `/api/user/me?token=${s.token}`)
    expect(after.body.result.extension_attributes.is_subscribed).toBe(false)
  })

  it("lets nobody read, cancel or confirm someone else's subscription", async () => {
    const owner = await customerSession(t.app)
    const stranger = await customerSession(t.app)
    await call(t.app, 'POST', PATH, { email: owner.email })
    await call(t.app, 'POST', CONFIRM, { token: await linkToken(owner.email, '/newsletter/confirm') })
    const refused = { code: 401, result: NEWSLETTER_MESSAGES.ownerOnly }
    expect((await call(t.app, 'GET', `${PATH}?email=${owner.email}`)).body).toEqual(refused)
    expect((await call(t.app, 'GET', `${PATH}?email=${owner.email}&token=${stranger.token}`)).body).toEqual(
      refused,
    )
    expect((await call(t.app, 'DELETE', PATH, { email: owner.email })).body).toEqual(refused)
    expect(
      (await call(t.app, `DELETE`, `${PATH}?token=${stranger.token}`, { email: owner.email })).body,
    ).toEqual(refused)
    // a confirm token is no unsubscribe token, and a forged one is nothing
    const confirmToken = await linkToken(owner.email, '/newsletter/confirm')
    expect((await call(t.app, 'DELETE', PATH, { unsubscribeToken: confirmToken })).status).toBe(400)
    expect((await call(t.app, 'POST', CONFIRM, { token: `${confirmToken}x` })).status).toBe(400)
    expect(await ownStatus(owner)).toEqual({ code: 200, result: 'subscribed' })
    // the owner signed in may leave
    expect((await call(t.app, 'DELETE', `${PATH}?token=${owner.token}`, { email: owner.email })).status).toBe(
      200,
    )
  })

  it('answers a subscribe call alike for new and subscribed addresses, and throttles it per address', async () => {
    const email = uniqueEmail('herhaal')
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await call(t.app, 'POST', PATH, { email }))
    expect(answers.slice(0, 3).map((a) => a.body)).toEqual(
      Array(3).fill({ code: 200, result: { status: 'pending' } }),
    )
    expect(answers[3]!.status).toBe(429)
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0)
    expect((await mailsTo(email)).length).toBe(3)
  })

  it('mails German subscribers in German, per store view', async () => {
    const email = uniqueEmail('abo')
    await call(t.app, 'POST', `${PATH}?storeCode=de`, { email })
    expect((await mailsTo(email)).find((m) => m.includes('jemand anderes'))).toContain(
      '/de/newsletter/confirm?token=',
    )
    const res = await call(t.app, 'POST', CONFIRM, {
      token: await linkToken(email, '/de/newsletter/confirm'),
    })
    expect(res.body.result.coupon_code).toBe('FIETS10')
    expect((await mailsTo(email)).find((m) => m.includes('Willkommen beim Newsletter'))).toBeTruthy()
  })

  it.each([
    ['GET without e-mail', 'GET', PATH, undefined],
    ['GET with a malformed e-mail', 'GET', `${PATH}?email=jan@`, undefined],
    ['POST without e-mail', 'POST', PATH, {}],
    ['POST with script as e-mail', 'POST', PATH, { email: '<script>alert(1)</script>' }],
    ['DELETE with a malformed e-mail', 'DELETE', PATH, { email: 'geen-adres' }],
  ] as const)('%s: 400 "Invalid e-mail provided!", nothing stored', async (_name, method, url, body) => {
    const [before] = await t.ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from newsletter_subscriber`,
    )
    const res = await call(t.app, method, url, body)
    expect(res).toMatchObject({ status: 400, body: { code: 400, result: 'Invalid e-mail provided!' } })
    const [after] = await t.ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from newsletter_subscriber`,
    )
    expect(after!.n).toBe(before!.n)
  })

  it('refuses an unknown store and a text body', async () => {
    expect((await call(t.app, 'POST', `${PATH}?storeCode=fr`, { email: uniqueEmail() })).status).toBe(400)
    const text = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'text/plain' },
      payload: 'email=jan@fietsen.nl',
    })
    expect(text.statusCode).toBe(415)
  })

  describe('with Mailchimp configured', () => {
    let fake: FakeProvider
    const members = new Map<string, string>()
    let failing = false
    beforeAll(async () => {
      fake = await startFakeProvider({
        handle: (req) => {
          if (failing) return { status: 500, json: { title: 'Internal Server Error' } }
          if (req.headers.authorization !== `Basic ${Buffer.from('shop:key-us21').toString('base64')}`) {
            return { status: 401, json: { title: 'API Key Invalid' } }
          }
          const hash = req.path.split('/').at(-1)!
          if (req.method === 'GET') {
            const s = members.get(hash)
            return s ? { json: { status: s } } : { status: 404, json: { title: 'Resource Not Found' } }
          }
          if (req.method === 'PUT') members.set(hash, (req.body as any).status)
          if (req.method === 'PATCH') {
            if (!members.has(hash)) return { status: 404, json: {} }
            members.set(hash, (req.body as any).status)
          }
          return { json: { status: members.get(hash) } }
        },
      })
      t.ctx.config.newsletter.mailchimp = {
        apiKey: 'key-us21',
        listId: 'lijst1',
        endpoint: `${fake.url}/3.0`,
      }
    })
    afterAll(async () => {
      t.ctx.config.newsletter.mailchimp = undefined
      await fake.close()
    })

    it('subscribes at Mailchimp once confirmed, reads the status from and unsubscribes there', async () => {
      const s = await customerSession(t.app)
      const email = s.email
      const hash = createHash('md5').update(email.toLowerCase()).digest('hex')
      await call(t.app, 'POST', PATH, { email, firstname: 'Jan' })
      expect(fake.requests.some((r) => r.path.endsWith(hash))).toBe(false)
      const res = await call(t.app, 'POST', CONFIRM, { token: await linkToken(email, '/newsletter/confirm') })
      expect(res.body.result).toEqual({ status: 'subscribed', coupon_code: 'FIETS10' })
      const put = fake.requests.find(
        (r) => r.method === 'PUT' && r.path === `/3.0/lists/lijst1/members/${hash}`,
      )
      expect(put?.body).toMatchObject({ email_address: email, status_if_new: 'subscribed' })

      // unsubscribed through Mailchimp's own link: the shop reports Mailchimp's status
      members.set(hash, 'unsubscribed')
      expect(await ownStatus(s)).toEqual({ code: 200, result: 'unsubscribed' })
      members.set(hash, 'subscribed')
      expect(await ownStatus(s)).toEqual({ code: 200, result: 'subscribed' })
      expect((await call(t.app, 'DELETE', `${PATH}?token=${s.token}`, { email })).status).toBe(200)
      expect(members.get(hash)).toBe('unsubscribed')
    })

    it('answers 502 with the contract text when Mailchimp fails, confirming nothing', async () => {
      failing = true
      try {
        const s = await customerSession(t.app)
        await call(t.app, 'POST', PATH, { email: s.email })
        const res = await call(t.app, 'POST', CONFIRM, {
          token: await linkToken(s.email, '/newsletter/confirm'),
        })
        expect(res).toMatchObject({
          status: 502,
          body: { result: 'An error occured while accessing Mailchimp' },
        })
        expect((await call(t.app, 'GET', `${PATH}?email=${s.email}&token=${s.token}`)).status).toBe(502)
        failing = false
        t.ctx.config.newsletter.mailchimp = undefined
        expect(await ownStatus(s)).toEqual({ code: 200, result: 'pending' })
      } finally {
        failing = false
        t.ctx.config.newsletter.mailchimp = {
          apiKey: 'key-us21',
          listId: 'lijst1',
          endpoint: `${fake.url}/3.0`,
        }
      }
    })
  })
})
