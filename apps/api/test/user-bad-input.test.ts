/** Bad input to the account calls: 4xx naming the problem, nothing stored, texts kept verbatim. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, homeAddress, uniqueEmail } from './user-helpers.ts'

describe(`account bad input (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const counts = async () =>
    (
      await t.ctx.database.rows<{ c: number; a: number }>(
        sql`select (select count(*) from customer)::int as c, (select count(*) from customer_address)::int as a`,
      )
    )[0]!

  const signUp = (customer: Record<string, unknown>, password: unknown = 'Geheim123!') => ({
    customer: { email: uniqueEmail(), firstname: 'Jan', lastname: 'de Vries', ...customer },
    password,
  })

  it.each([
    ['no customer', { password: 'Geheim123!' }, /customer/],
    [
      'no password',
      { customer: { email: uniqueEmail(), firstname: 'Jan', lastname: 'de Vries' } },
      /password/,
    ],
    ['e-mail without @', signUp({ email: 'jan.fietsen.nl' }), /Please provide valid e-mail address/],
    ['e-mail without domain', signUp({ email: 'jan@' }), /valid e-mail/],
    ['e-mail with spaces', signUp({ email: 'jan de vries@fietsen.nl' }), /valid e-mail/],
    ['e-mail too long', signUp({ email: `${'a'.repeat(250)}@x.nl` }), /email/],
    ['e-mail a number', signUp({ email: 12 }), /email/],
    ['first name of one letter', signUp({ firstname: 'J' }), /firstname/],
    ['last name too long', signUp({ lastname: 'x'.repeat(256) }), /lastname/],
    ['password too short', signUp({}, 'kort'), /at least 8/],
    ['password not a string', signUp({}, 12345678), /password/],
    ['three addresses', signUp({ addresses: [homeAddress(), homeAddress(), homeAddress()] }), /addresses/],
    ['lower-case country', signUp({ addresses: [homeAddress({ country_id: 'nl' })] }), /country_id/],
    ['postcode of two', signUp({ addresses: [homeAddress({ postcode: '35' })] }), /postcode/],
    ['empty street', signUp({ addresses: [homeAddress({ street: ['', ''] })] }), /street/],
    ['unknown store', signUp({ storeId: 99 }), /storeId/],
  ])('create: %s -> 400, nothing stored', async (_name, body, message) => {
    const before = await counts()
    const res = await call(t.app, 'POST', '/api/user/create', body)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(400)
    expect(res.body.result).toMatch(message)
    expect(await counts()).toEqual(before)
  })

  it('stores script in a street line as text and returns it verbatim', async () => {
    const street = '<script>alert("x")</script>'
    const res = await call(
      t.app,
      'POST',
      '/api/user/create',
      signUp({ addresses: [homeAddress({ street: [street, '12'] })] }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result.addresses[0].street[0]).toBe(street)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
  })

  // 001 §5 'Accepts only alphabet characters.' (issue 21)
  it.each([
    ['customer.firstname', signUp({ firstname: '<script>alert("x")</script>' })],
    ['customer.lastname', signUp({ lastname: 'Vries 2' })],
    ['customer.addresses.0.firstname', signUp({ addresses: [homeAddress({ firstname: 'J4n' })] })],
    ['customer.addresses.0.lastname', signUp({ addresses: [homeAddress({ lastname: '<b>x</b>' })] })],
  ])('create: a name with other than letters -> 400 naming %s, nothing stored', async (field, body) => {
    const before = await counts()
    const res = await call(t.app, 'POST', '/api/user/create', body)
    expect(res.status).toBe(400)
    expect(res.body.result).toContain(field)
    expect(res.body.result).toContain('Accepts only alphabet characters.')
    expect(await counts()).toEqual(before)
  })

  it('create: accents, hyphens, apostrophes and dots are letters enough', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/user/create',
      signUp({ firstname: 'Zoë-Anne', lastname: "d'Hondt v.d. Müller" }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result).toMatchObject({ firstname: 'Zoë-Anne', lastname: "d'Hondt v.d. Müller" })
  })

  it.each([
    ['text/plain', 'email=jan'],
    ['application/x-www-form-urlencoded', 'customer[email]=jan'],
  ])('create with %s: 415 naming JSON', async (type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      headers: { 'content-type': type },
      payload,
    })
    expect(res.statusCode).toBe(415)
    expect(JSON.parse(res.body).result).toMatch(/application\/json/)
  })

  it('broken JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    })
    expect(res.statusCode).toBe(400)
  })

  it.each([
    ['no username', { password: 'x' }],
    ['no password', { username: 'jan@fietsen.nl' }],
    ['empty body', undefined],
  ])('login with %s: 400', async (_name, body) => {
    const res = await call(t.app, 'POST', '/api/user/login', body)
    expect(res.status).toBe(400)
  })

  it('profile update: unknown or over-long fields are 400 and change nothing', async () => {
    const s = await customerSession(t.app)
    for (const customer of [
      { firstname: 'Nieuw', group_id: 3 },
      { firstname: 'Nieuw', is_subscribed: true },
      { lastname: 'x'.repeat(256) },
      { email: 'geen-adres' },
      { addresses: [homeAddress({ postcode: '' })] },
      { lastname: 'Vries<3' },
      { addresses: [homeAddress({ firstname: 'J4n' })] },
    ]) {
      const res = await call(t.app, 'POST', `/api/user/me?token=${s.token}`, { customer })
      expect(res.status, JSON.stringify(customer)).toBe(400)
    }
    const me = await call(t.app, 'GET', `/api/user/me?token=${s.token}`)
    expect(me.body.result).toMatchObject({
      firstname: 'Jan',
      lastname: 'de Vries',
      group_id: 1,
      email: s.email,
    })
    expect(me.body.result.addresses).toHaveLength(1)
  })

  it('order history: bad paging is 400', async () => {
    const s = await customerSession(t.app)
    for (const q of ['pageSize=0', 'pageSize=1000', 'currentPage=0', 'pageSize=abc']) {
      expect((await call(t.app, 'GET', `/api/user/order-history?token=${s.token}&${q}`)).status, q).toBe(400)
    }
  })

  it('create-password names each missing field', async () => {
    expect((await call(t.app, 'POST', '/api/user/create-password', {})).body.result).toBe(
      'email not provided',
    )
    expect((await call(t.app, 'POST', '/api/user/create-password', { email: 'a@b.nl' })).body.result).toBe(
      'resetToken not provided',
    )
    const bad = await call(t.app, 'POST', '/api/user/create-password', {
      email: 'a@b.nl',
      resetToken: 'verzonnen-token',
      newPassword: 'Geheim12345',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.result.errorMessage).toMatch(/token/)
  })

  it('profile update: a name of other than letters is a 400 naming the field', async () => {
    const s = await customerSession(t.app)
    const res = await call(t.app, 'POST', `/api/user/me?token=${s.token}`, {
      customer: { firstname: 'Jan1' },
    })
    expect(res.status).toBe(400)
    expect(res.body.result).toContain('customer.firstname')
    expect(res.body.result).toContain('Accepts only alphabet characters.')
  })
})
