/**
 * Account requests (issue 19, decisions 0193-0195) through HTTP: a business asks (JSON and form
 * data), every field empty, too short or oversized is a 400 naming it, a second open request or an
 * address with an account is a 409, a failing mail keeps the request; staff approve (the dealer sets
 * a password through the mailed link and logs in as a trade customer) or reject (the reason is
 * mailed); a decided request is a 409; the CLI verbs; the limit per client address.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ACCOUNT_REQUEST_LIMITS } from '@shop/commerce'
import { accountRequest, customer } from '../src/db/schema/index.ts'
import { parseBackofficeArgs, runBackofficeCommand } from '../src/backoffice/staff-command.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { shopperAddress, signIn, uniqueEmail } from './user-helpers.ts'

const DB = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'
const ADMIN_KEY = 'test-admin-key-account-requests'
const URL_ = '/api/oculus/requestaccount'

export const requestBody = (over: Record<string, unknown> = {}) => ({
  company: 'Rijwielhandel De Spaak',
  contact_person: 'An de Vries',
  vat_id: 'NL123456789B01',
  kvk_number: '12345678',
  street: 'Stationsweg 1',
  postcode: '3511 AA',
  city: 'Utrecht',
  country_id: 'NL',
  phone: '030 123 45 67',
  email: uniqueEmail('aanvraag'),
  branch: 'bike_shop',
  message: 'Wij verkopen vooral e-bikes.',
  language: 'nl',
  ...over,
})

function decode(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

/** Every mail in the outbox to the address (decoded), oldest first. */
async function mailsTo(t: TestApp, email: string): Promise<string[]> {
  const dir = join(t.ctx.config.dataDir, 'outbox')
  const found: string[] = []
  for (const file of (await readdir(dir).catch(() => [] as string[])).sort()) {
    const text = decode(await readFile(join(dir, file), 'utf8'))
    if (text.includes(`To: ${email}`)) found.push(text)
  }
  return found
}

const send = (t: TestApp, body: unknown, ip = shopperAddress()) =>
  t.app
    .inject({ method: 'POST', url: URL_, payload: body as never, remoteAddress: ip })
    .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }))

const admin = (t: TestApp, method: 'GET' | 'POST', path: string, body?: unknown) =>
  t.app
    .inject({
      method,
      url: `/api/admin/backoffice/account-requests${path}`,
      headers: { 'x-admin-key': ADMIN_KEY },
      payload: body as never,
    })
    .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }))

describe(`account requests (${DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
  })
  afterAll(() => t.close())

  it('stores a request, mails the receipt in the language of the business and a notice to the shop', async () => {
    const body = requestBody({ language: 'de', country_id: 'DE', vat_id: 'DE 123 456 789' })
    const res = await send(t, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({
      code: 200,
      result: { body: { request_id: expect.any(Number), status: 'requested' } },
    })
    const [row] = await t.database.db
      .select()
      .from(accountRequest)
      .where(eq(accountRequest.id, res.body.result.body.request_id))
    expect(row).toMatchObject({ status: 'requested', vatId: 'DE123456789', countryId: 'DE', mailError: null })
    expect(row!.mailedAt).not.toBeNull()
    const [receipt] = await mailsTo(t, body.email)
    expect(receipt).toContain('Vielen Dank für Ihre Anfrage')
    const shop = (await mailsTo(t, 'service@fietsgroothandel.example')).find((m) => m.includes(body.email))
    expect(shop).toContain(`Nieuwe aanvraag zakelijk account ${row!.id}`)
  })

  it('takes form data as well (spec 001 §7)', async () => {
    const body = requestBody()
    const res = await t.app.inject({
      method: 'POST',
      url: URL_,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body as Record<string, string>).toString(),
      remoteAddress: shopperAddress(),
    })
    expect(res.statusCode, res.body).toBe(200)
    const text = await t.app.inject({
      method: 'POST',
      url: URL_,
      headers: { 'content-type': 'text/plain' },
      payload: 'company=x',
    })
    expect(text.statusCode).toBe(415)
  })

  const required = Object.keys(requestBody()).filter((f) => f !== 'message')
  it.each(required)('an empty or missing %s is a 400 naming it', async (field) => {
    for (const value of ['', '   ', undefined]) {
      const res = await send(t, requestBody({ [field]: value }))
      expect(res.status).toBe(400)
      expect(res.body.result).toBe(`${field}: Field is required.`)
      expect(res.body.meta.fields).toEqual({ [field]: 'Field is required.' })
    }
  })

  it.each([
    ['company', 'A', 2],
    ['contact_person', 'B', 2],
    ['vat_id', 'NL', 3],
    ['postcode', '35', 3],
  ])('a %s shorter than §5 allows is a 400 naming it', async (field, value, min) => {
    const res = await send(t, requestBody({ [field]: value }))
    expect(res.status).toBe(400)
    expect(res.body.result).toBe(`${field}: Must be at least ${min} characters.`)
  })

  it.each(Object.entries(ACCOUNT_REQUEST_LIMITS))(
    'an oversized %s is a 400 naming it',
    async (field, { max }) => {
      const res = await send(t, requestBody({ [field]: 'x'.repeat(max + 1) }))
      expect(res.status).toBe(400)
      expect(res.body.result).toContain(field)
      const huge = await send(t, requestBody({ [field]: 'x'.repeat(100_000) }))
      expect([400, 413]).toContain(huge.status)
    },
  )

  it('checks the e-mail, country, branch, language, VAT id form and types by name', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'geen-adres' }, 'email: Please provide valid e-mail address.'],
      [{ country_id: 'US' }, 'country_id: Choose one of the countries the shop delivers to.'],
      [{ branch: 'bakery' }, 'branch: Choose one of the branches.'],
      [{ language: 'en' }, 'language: Choose nl or de.'],
      [{ vat_id: 'DE123456789' }, 'vat_id: This is not a VAT id of the chosen country.'],
    ]
    for (const [over, message] of cases) {
      const res = await send(t, requestBody(over))
      expect(res.status).toBe(400)
      expect(res.body.result).toBe(message)
    }
    const typed = await send(t, requestBody({ company: { x: 1 } }))
    expect(typed.status).toBe(400)
    expect(typed.body.result).toContain('company')
    const none = await send(t, undefined)
    expect(none.status).toBe(400)
  })

  it('a second open request for the same address is a 409; an address with an account too', async () => {
    const body = requestBody()
    expect((await send(t, body)).status).toBe(200)
    const again = await send(t, { ...body, email: body.email.toUpperCase() })
    expect(again.status).toBe(409)
    expect(again.body.result).toContain('already waiting for a decision')
    const dealer = await send(t, requestBody({ email: 'inkoop@rijwielhandel-jansen.nl' }))
    expect(dealer.status).toBe(409)
    expect(dealer.body.result).toBe(
      'email: inkoop@rijwielhandel-jansen.nl already has a shop account; log in or reset the password.',
    )
  })

  it('approve: one transaction makes the trade customer; the mailed link sets a password and the dealer logs in', async () => {
    const body = requestBody({ contact_person: 'Piet van Dam' })
    const id = (await send(t, body)).body.result.body.request_id as number
    const listed = await admin(t, 'GET', '?status=requested&pageSize=200')
    expect(listed.status).toBe(200)
    expect(listed.body.result.items.map((r: { id: number }) => r.id)).toContain(id)

    const approved = await admin(t, 'POST', `/${id}/approve`, {})
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const { customer_id, backoffice_id, mailed, request } = approved.body.result
    expect(mailed).toBe(true)
    expect(backoffice_id).toMatch(/^D1\d{4}$/)
    expect(request).toMatchObject({
      status: 'approved',
      customer_id,
      backoffice_id,
      decided_by: 'staff (admin api)',
    })
    const [made] = await t.database.db.select().from(customer).where(eq(customer.id, customer_id))
    expect(made).toMatchObject({
      email: body.email,
      firstname: 'Piet',
      lastname: 'van Dam',
      company: body.company,
      vatId: 'NL123456789B01',
      kvkNumber: '12345678',
      backofficeId: backoffice_id,
      groupId: 2,
      storeId: 1,
    })

    const again = await admin(t, 'POST', `/${id}/approve`, {})
    expect(again.status).toBe(409)
    const reject = await admin(t, 'POST', `/${id}/reject`, { reason: 'Te laat' })
    expect(reject.status).toBe(409)
    expect(reject.body.result).toContain('already approved')

    const mail = (await mailsTo(t, body.email)).find((m) => m.includes('is klaar'))!
    expect(mail).toContain(backoffice_id)
    expect(mail).toContain('7 dagen')
    const token = /create-password\?token=([\w-]+)/.exec(mail)?.[1]
    expect(token, 'link in the e-mail').toBeTruthy()
    const set = await call(t.app, 'POST', '/api/user/create-password', {
      email: body.email,
      resetToken: token,
      newPassword: 'Dealer2026!',
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const session = await signIn(t.app, body.email, 'Dealer2026!')
    const me = await call(t.app, 'GET', `/api/user/me?token=${session.token}`)
    expect(me.body.result).toMatchObject({ email: body.email, group_id: 2 })
    const trade = await call(t.app, 'POST', `/api/oculus/oculusCustomerIdEndpoint?token=${session.token}`, {
      customer_id: customer_id,
    })
    expect(JSON.stringify(trade.body)).toContain(backoffice_id)
  })

  it('approve takes a store, group and back-office id; a taken id is a 409 and nothing changes', async () => {
    const body = requestBody({ language: 'nl' })
    const id = (await send(t, body)).body.result.body.request_id as number
    const taken = await admin(t, 'POST', `/${id}/approve`, { backoffice_id: 'D10001' })
    expect(taken.status).toBe(409)
    expect(taken.body.result).toContain('backoffice_id')
    const still = await admin(t, 'GET', `/${id}`)
    expect(still.body.result).toMatchObject({ status: 'requested', customer_id: null })
    const bad = await admin(t, 'POST', `/${id}/approve`, { group_id: 999_999 })
    expect(bad.status).toBe(400)
    const ok = await admin(t, 'POST', `/${id}/approve`, { store: 'de', group_id: 3, backoffice_id: 'D17777' })
    expect(ok.status).toBe(200)
    const [made] = await t.database.db.select().from(customer).where(eq(customer.email, body.email))
    expect(made).toMatchObject({ storeId: 3, groupId: 3, backofficeId: 'D17777' })
    const mail = (await mailsTo(t, body.email)).find((m) => m.includes('Gute Nachrichten'))
    expect(mail).toContain('/de/create-password?token=')
  })

  it('reject mails the reason; rejecting twice is a 409; a reason is required', async () => {
    const body = requestBody()
    const id = (await send(t, body)).body.result.body.request_id as number
    expect((await admin(t, 'POST', `/${id}/reject`, {})).status).toBe(400)
    const res = await admin(t, 'POST', `/${id}/reject`, {
      reason: 'Wij leveren alleen aan fietsspeciaalzaken.',
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ status: 'rejected', mailed: true })
    const mail = (await mailsTo(t, body.email)).find((m) => m.includes('afgewezen'))
    expect(mail).toContain('Wij leveren alleen aan fietsspeciaalzaken.')
    expect((await admin(t, 'POST', `/${id}/reject`, { reason: 'Nogmaals' })).status).toBe(409)
    const late = await admin(t, 'POST', `/${id}/approve`)
    expect(late.status, JSON.stringify(late.body)).toBe(409)
    expect((await admin(t, 'POST', '/999999/approve')).status).toBe(404)
    // a rejected request no longer blocks a new one
    expect((await send(t, body)).status).toBe(200)
  })

  it('the CLI lists, approves and rejects', async () => {
    const run = async (args: string[]) => {
      const parsed = parseBackofficeArgs(args)
      if (typeof parsed === 'string') throw new Error(parsed)
      const out: string[] = []
      const err: string[] = []
      const code = await runBackofficeCommand(
        { database: t.database, config: t.ctx.config, cache: t.ctx.cache },
        parsed,
        { out: (l) => out.push(l), err: (l) => err.push(l) },
      )
      return { code, out: out.join('\n'), err: err.join('\n') }
    }
    expect(parseBackofficeArgs(['account-request-reject', '1'])).toMatch(/^reason: /)
    expect(parseBackofficeArgs(['account-requests', '--status', 'lost'])).toMatch(/^status: /)
    expect(parseBackofficeArgs(['account-request-approve'])).toMatch(/takes 1 argument/)
    expect(parseBackofficeArgs(['account-request-approve', 'x'])).toMatch(/^id: /)
    const a = requestBody()
    const b = requestBody()
    const idA = (await send(t, a)).body.result.body.request_id
    const idB = (await send(t, b)).body.result.body.request_id
    const list = await run(['account-requests', '--status', 'requested'])
    expect(list.code).toBe(0)
    expect(list.out).toContain(`${idA}\trequested\t${a.email}`)
    const approved = await run(['account-request-approve', String(idA)])
    expect(approved.code, approved.err).toBe(0)
    expect(approved.out).toMatch(/customer \d+ \(D1\d{4}\) created; the set-password link was mailed/)
    const rejected = await run(['account-request-reject', String(idB), '--reason', 'Geen fietsbedrijf'])
    expect(rejected.code).toBe(0)
    expect(rejected.out).toContain('reason: Geen fietsbedrijf')
    const twice = await run(['account-request-reject', String(idB), '--reason', 'Nog eens'])
    expect(twice.code).toBe(1)
    expect(twice.err).toContain('already rejected')
  })

  it('limits the requests per client address', async () => {
    const ip = shopperAddress()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await send(t, requestBody(), ip)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe(`account requests when the mail fails (${DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    // nothing listens on port 9: every mail fails
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } })
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
  })
  afterAll(() => t.close())

  it('keeps the request and answers success; mail_error says what happened', async () => {
    const body = requestBody()
    const res = await send(t, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const id = res.body.result.body.request_id
    const shown = await admin(t, 'GET', `/${id}`)
    expect(shown.body.result).toMatchObject({ status: 'requested', mailed_at: null })
    expect(shown.body.result.mail_error).toBeTruthy()
    // the decision stands when its mail fails
    const approved = await admin(t, 'POST', `/${id}/approve`)
    expect(approved.status).toBe(200)
    expect(approved.body.result.mailed).toBe(false)
    expect(approved.body.result.request.status).toBe('approved')
  })
})
