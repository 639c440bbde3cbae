import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, uniqueEmail } from './user-helpers.ts'
import { startFakeProvider, type FakeProvider } from './payment-fake-server.ts'
import { outboxDir } from '../src/mail/mail-service.ts'

const PATH = '/api/ext/mailchimp-subscribe/subscribe'

describe(`newsletter (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const status = async (email: string, extra = '') =>
    (await call(t.app, 'GET', `${PATH}?email=${encodeURIComponent(email)}${extra}`)).body

  it('subscribes locally: the coupon and a welcome e-mail the first time only', async () => {
    const email = uniqueEmail('nieuwsbrief')
    expect(await status(email)).toEqual({ code: 200, result: 'unsubscribed' })
    const first = await call(t.app, 'POST', PATH, { email, firstname: 'Jan' })
    expect(first.body).toEqual({ code: 200, result: { status: 'subscribed', coupon_code: 'FIETS10' } })
    expect(await status(email.toUpperCase())).toEqual({ code: 200, result: 'subscribed' })

    const dir = outboxDir(t.ctx.config.dataDir)
    const mails = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')))
    const welcome = mails.find((m) => m.includes(`To: ${email}`))
    expect(welcome).toContain('FIETS10')
    expect(welcome).toContain('Welkom bij de nieuwsbrief')

    expect((await call(t.app, 'DELETE', PATH, { email })).body).toEqual({
      code: 200,
      result: { status: 'unsubscribed' },
    })
    expect(await status(email)).toEqual({ code: 200, result: 'unsubscribed' })
    // subscribing again: no second coupon
    expect((await call(t.app, 'POST', PATH, { email })).body).toEqual({
      code: 200,
      result: { status: 'subscribed' },
    })
  })

  it('keeps store views apart and mails German subscribers in German', async () => {
    const email = uniqueEmail('abo')
    const res = await call(t.app, 'POST', `${PATH}?storeCode=de`, { email })
    expect(res.body.result.coupon_code).toBe('FIETS10')
    expect(await status(email, '&storeCode=de')).toEqual({ code: 200, result: 'subscribed' })
    expect(await status(email)).toEqual({ code: 200, result: 'unsubscribed' })
    const dir = outboxDir(t.ctx.config.dataDir)
    const mails = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')))
    expect(mails.find((m) => m.includes(`To: ${email}`))).toContain('Willkommen beim Newsletter')
  })

  it("mirrors the account's is_subscribed flag", async () => {
    const s = await customerSession(t.app)
    await call(t.app, 'POST', `${PATH}?token=${s.token}`, { email: s.email })
    const me = await call(t.app, 'GET', `/api/user/me?token=${s.token}`)
    expect(me.body.result.extension_attributes.is_subscribed).toBe(true)
    await call(t.app, 'DELETE', PATH, { email: s.email })
    const after = await call(t.app, 'GET', `/api/user/me?token=${s.token}`)
    expect(after.body.result.extension_attributes.is_subscribed).toBe(false)
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

    it('subscribes, reads the status from and unsubscribes at Mailchimp', async () => {
      const email = uniqueEmail('mc')
      const hash = createHash('md5').update(email.toLowerCase()).digest('hex')
      const res = await call(t.app, 'POST', PATH, { email, firstname: 'Jan' })
      expect(res.body.result).toEqual({ status: 'subscribed', coupon_code: 'FIETS10' })
      const put = fake.requests.find(
        (r) => r.method === 'PUT' && r.path === `/3.0/lists/lijst1/members/${hash}`,
      )
      expect(put?.body).toMatchObject({
        email_address: email,
        status_if_new: 'subscribed',
        merge_fields: { FNAME: 'Jan' },
      })

      // unsubscribed through Mailchimp's own link: the shop reports Mailchimp's status
      members.set(hash, 'unsubscribed')
      expect(await status(email)).toEqual({ code: 200, result: 'unsubscribed' })
      members.set(hash, 'subscribed')
      expect(await status(email)).toEqual({ code: 200, result: 'subscribed' })
      expect((await call(t.app, 'DELETE', PATH, { email })).status).toBe(200)
      expect(members.get(hash)).toBe('unsubscribed')
    })

    it('answers 502 with the contract text when Mailchimp fails, storing nothing', async () => {
      failing = true
      try {
        const email = uniqueEmail('mcfout')
        const res = await call(t.app, 'POST', PATH, { email })
        expect(res).toMatchObject({
          status: 502,
          body: { result: 'An error occured while accessing Mailchimp' },
        })
        expect((await call(t.app, 'GET', `${PATH}?email=${email}`)).status).toBe(502)
        failing = false
        t.ctx.config.newsletter.mailchimp = undefined
        expect(await status(email)).toEqual({ code: 200, result: 'unsubscribed' })
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
