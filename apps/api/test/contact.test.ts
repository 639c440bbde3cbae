/**
 * The contact form's call (issue 19, decision 0201) through HTTP with the self-hosted captcha
 * active: a message is stored, mailed to the shop's mailbox (Reply-To the sender) with a copy to
 * the sender in their language; bad input is a 400 naming the field; a missing or replayed
 * captcha is refused before anything is stored; a mail failure keeps the message and the later
 * pass sends it; JSON and form data both work; the call is rate-limited.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { contactMessage } from '../src/db/schema/index.ts'
import { mailUnsent } from '../src/contact/contact-service.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { solvedCaptcha } from './captcha-helpers.ts'
import { customerSession } from './user-helpers.ts'

const URL = '/api/oculus/contacts'
const run = Math.random().toString(36).slice(2, 8)
let seq = 0
const senderEmail = () => `contact-${run}-${++seq}@example.com`

function decode(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

describe(`contact form (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let dataDir: string
  let ip = 0
  /** every call from its own address: the limit has its own test */
  const post = async (body: unknown, opts: { token?: string; form?: boolean; address?: string } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}${opts.token ? `?token=${opts.token}` : ''}`,
      remoteAddress: opts.address ?? `10.20.${Math.floor(++ip / 250)}.${ip % 250}`,
      ...(opts.form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(body as Record<string, string>).toString(),
          }
        : { payload: body as never }),
    })
    return { status: res.statusCode, body: JSON.parse(res.body) }
  }
  const message = async (over: Record<string, unknown> = {}) => ({
    name: 'Piet de Vries',
    email: senderEmail(),
    phone: '030 123 45 67',
    subject: 'Levering van banden',
    message: 'Wanneer worden de banden van mijn bestelling geleverd?',
    language: 'nl',
    captcha: await solvedCaptcha(t.app, '10.99.0.1'),
    ...over,
  })

  async function mailsTo(email: string): Promise<string[]> {
    const dir = join(dataDir, 'outbox')
    const files = await readdir(dir).catch(() => [] as string[])
    const found: string[] = []
    for (const file of files.sort()) {
      const text = decode(await readFile(join(dir, file), 'utf8'))
      if (new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'm').test(text)) found.push(text)
    }
    return found
  }
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0]!

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'contact-test-'))
    t = await buildTestApp({
      env: {
        DATA_DIR: dataDir,
        CAPTCHA_ACTIVE: 'true',
        CAPTCHA_SECRET_KEY: 'contact-test-secret-0123456789abcdef012345',
        CAPTCHA_COMPLEXITY: '300',
        CONTACT_EMAIL: 'contact-inbox@fietsgroothandel.example',
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('stores the message, mails the shop with Reply-To the sender and the sender a copy in Dutch', async () => {
    const body = await message()
    const res = await post(body)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 200, result: { body: { message_id: expect.any(Number) } } })
    const row = await rowOf(res.body.result.body.message_id)
    expect(row).toMatchObject({
      name: 'Piet de Vries',
      email: body.email,
      language: 'nl',
      mailAttempts: 1,
      mailError: null,
      customerId: null,
    })
    expect(row.mailedAt).toBeInstanceOf(Date)
    const shop = (await mailsTo('contact-inbox@fietsgroothandel.example')).filter((m) =>
      m.includes(body.email),
    )
    expect(shop).toHaveLength(1)
    expect(shop[0]).toMatch(new RegExp(`^Reply-To: Piet de Vries <${body.email}>`, 'm'))
    expect(shop[0]).toContain('Wanneer worden de banden van mijn bestelling geleverd?')
    expect(shop[0]).toContain(`Bericht nr.: ${row.id}`)
    const copy = await mailsTo(body.email)
    expect(copy).toHaveLength(1)
    expect(copy[0]).toContain('Bedankt voor je bericht')
    expect(copy[0]).toContain('Wanneer worden de banden van mijn bestelling geleverd?')
  })

  it('the copy is German from /de/contact and English from /en/contact; form data works as JSON does', async () => {
    const de = await message({
      language: 'de',
      name: 'Hans Müller',
      message: 'Wann kommen die Reifen meiner Bestellung?',
    })
    expect((await post(de, { form: true })).status).toBe(200)
    expect((await mailsTo(de.email))[0]).toContain('vielen Dank für Ihre Nachricht')
    const en = await message({ language: 'en', name: 'Jane Smith', subject: '', phone: '' })
    const res = await post(en)
    expect(res.status).toBe(200)
    expect((await mailsTo(en.email))[0]).toContain('Thank you for your message')
    expect(await rowOf(res.body.result.body.message_id)).toMatchObject({
      phone: null,
      subject: null,
      language: 'en',
    })
  })

  it('a signed-in sender is named on the message; a forged token is no sender and no refusal', async () => {
    const me = await customerSession(t.app)
    const mine = await post(await message(), { token: me.token })
    expect(mine.status).toBe(200)
    expect((await rowOf(mine.body.result.body.message_id)).customerId).toBe(me.id)
    const forged = await post(await message(), { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' })
    expect(forged.status).toBe(200)
    expect((await rowOf(forged.body.result.body.message_id)).customerId).toBeNull()
  })

  it.each([
    [{ name: undefined }, 'body.name: Field is required.'],
    [{ name: '  ' }, 'body.name: Field is required.'],
    [{ name: 'Al' }, 'body.name: Minimum 3 characters.'],
    [{ name: 'x'.repeat(201) }, 'body.name: Maximum 200 characters.'],
    [{ email: '' }, 'body.email: Field is required.'],
    [{ email: 'piet@' }, 'body.email: Please provide valid e-mail address.'],
    [{ message: undefined }, 'body.message: Field is required.'],
    [{ message: 'Hallo' }, 'body.message: Minimum 10 characters.'],
    [{ message: 'x'.repeat(5001) }, 'body.message: Maximum 5000 characters.'],
    [{ phone: 'call me' }, 'body.phone: Please provide a valid phone number.'],
    [{ subject: 's'.repeat(201) }, 'body.subject: Maximum 200 characters.'],
    [{ language: 'fr' }, 'body.language: Must be nl, de or en.'],
  ])('bad input %j is a 400 naming the field, and nothing is stored', async (over, text) => {
    const before = (await t.database.db.select().from(contactMessage)).length
    const res = await post(await message(over))
    expect(res.status).toBe(400)
    expect(res.body.result).toContain(text)
    expect((await t.database.db.select().from(contactMessage)).length).toBe(before)
  })

  it('a missing captcha is a 400 naming it, a replayed one a 409; nothing stored, nothing mailed', async () => {
    const before = (await t.database.db.select().from(contactMessage)).length
    const none = await message({ captcha: undefined })
    const res = await post(none)
    expect(res).toMatchObject({
      status: 400,
      body: { result: 'captcha: Field is required.', meta: { field: 'captcha', reason: 'missing' } },
    })
    const once = await message()
    expect((await post(once)).status).toBe(200)
    const replay = await post({ ...once, email: senderEmail() })
    expect(replay.status).toBe(409)
    expect(replay.body.result).toMatch(/^captcha: /)
    expect(replay.body.meta).toEqual({ field: 'captcha', reason: 'replayed' })
    expect((await t.database.db.select().from(contactMessage)).length).toBe(before + 1)
    expect(await mailsTo(none.email)).toHaveLength(0)
  })

  it('a mail failure keeps the message (mail_error, mail_attempts); the later pass sends it', async () => {
    const outbox = join(dataDir, 'outbox')
    await rm(outbox, { recursive: true, force: true })
    await writeFile(outbox, 'not a directory') // every mail now fails
    const body = await message()
    const res = await post(body)
    expect(res.status).toBe(200)
    const id = res.body.result.body.message_id
    // the pass started by the submit fails too; wait until it has let go
    await new Promise((r) => setTimeout(r, 300))
    const kept = await rowOf(id)
    expect(kept.mailedAt).toBeNull()
    expect(kept.mailError).toMatch(/EEXIST|ENOTDIR|not a directory/i)
    expect(kept.mailAttempts).toBeGreaterThanOrEqual(1)
    await rm(outbox, { force: true })
    const pass = await mailUnsent(t.ctx)
    expect(pass.sent).toBeGreaterThanOrEqual(1)
    const sent = await rowOf(id)
    expect(sent.mailedAt).toBeInstanceOf(Date)
    expect(sent.mailError).toBeNull()
    expect(sent.mailAttempts).toBe(kept.mailAttempts + 1)
    expect(await mailsTo(body.email)).toHaveLength(1)
    expect(
      (await mailsTo('contact-inbox@fietsgroothandel.example')).filter((m) => m.includes(body.email)),
    ).toHaveLength(1)
    // a second pass sends nothing twice
    await mailUnsent(t.ctx)
    expect(await mailsTo(body.email)).toHaveLength(1)
  })

  it('the 11th message from one address within an hour gets 429', async () => {
    for (let i = 0; i < 10; i++)
      expect((await post(await message(), { address: '10.77.7.7' })).status).toBe(200)
    const refused = await post(await message(), { address: '10.77.7.7' })
    expect(refused.status).toBe(429)
  })

  it('refuses a body that is not JSON or form data with 415, an oversized one with 413', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    })
    expect(text.statusCode).toBe(415)
    const big = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(70_000) }),
    })
    expect(big.statusCode).toBe(413)
  })
})
