import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jwtVerify } from 'jose'
import { LOGIN_GUARD } from '@shop/commerce'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, homeAddress, register, signIn, uniqueEmail } from './user-helpers.ts'
import { resolveGroupId } from '../src/catalog/customer-group.ts'
import { outboxDir } from '../src/mail/mail-service.ts'

describe(`user API (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let clock = Date.now()
  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date(clock) })
  })
  afterAll(() => t.close())

  it('signs up, signs in and shows the profile with a groupToken the catalogue accepts', async () => {
    const email = uniqueEmail()
    const created = await call(t.app, 'POST', '/api/user/create', {
      customer: { email, firstname: 'Jan', lastname: 'de Vries', storeId: 1, addresses: [homeAddress()] },
      password: 'Geheim123!',
    })
    expect(created.status).toBe(200)
    expect(created.body.result).toMatchObject({ email, firstname: 'Jan', group_id: 1, store_id: 1 })
    expect(created.body.result).not.toHaveProperty('password_hash')
    expect(JSON.stringify(created.body)).not.toMatch(/scrypt/)

    const login = await call(t.app, 'POST', '/api/user/login', {
      username: email.toUpperCase(),
      password: 'Geheim123!',
    })
    expect(login.status).toBe(200)
    expect(typeof login.body.result).toBe('string')
    expect(typeof login.body.meta.refreshToken).toBe('string')
    expect(login.headers['cache-control']).toBe('no-store')

    const me = await call(t.app, 'GET', `/api/user/me?token=${login.body.result}`)
    expect(me.status).toBe(200)
    const profile = me.body.result
    expect(profile).toMatchObject({ email, firstname: 'Jan', lastname: 'de Vries', group_id: 1 })
    expect(profile.addresses).toHaveLength(1)
    expect(profile.addresses[0]).toMatchObject({
      street: ['Stationsweg', '12'],
      country_id: 'NL',
      default_shipping: true,
      default_billing: true,
      customer_id: profile.id,
    })
    expect(profile.default_shipping).toBe(String(profile.addresses[0].id))
    expect(profile.extension_attributes).toEqual({ is_subscribed: false })
    const { payload } = await jwtVerify(profile.groupToken, new TextEncoder().encode(t.ctx.config.authSecret))
    // the group only: the token travels in a cookie (decision 0114)
    expect(payload).toMatchObject({ group_id: 1 })
    expect(payload).not.toHaveProperty('user')
    expect(payload).not.toHaveProperty('id')
    expect(await resolveGroupId(t.ctx, null, profile.groupToken)).toBe(1)

    // Bearer header works as well as ?token=
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${login.body.result}` },
    })
    expect(JSON.parse(viaHeader.body).result.id).toBe(profile.id)
  })

  it('gives business customers their group in the groupToken', async () => {
    const s = await customerSession(t.app)
    await t.ctx.database.db.execute(`update customer set group_id = 2 where id = ${s.id}` as never)
    const me = await call(t.app, 'GET', `/api/user/me?token=${s.token}`)
    expect(me.body.result.group_id).toBe(2)
    expect(await resolveGroupId(t.ctx, null, me.body.result.groupToken)).toBe(2)
  })

  it('refuses a second account with the same e-mail in any case', async () => {
    const { email } = await register(t.app)
    const again = await call(t.app, 'POST', '/api/user/create', {
      customer: { email: email.toUpperCase(), firstname: 'Piet', lastname: 'Jansen' },
      password: 'Geheim123!',
    })
    expect(again.status).toBe(409)
    expect(again.body.result).toContain('mail')
  })

  it('refuses passwords shorter than 8 characters', async () => {
    const res = await call(t.app, 'POST', '/api/user/create', {
      customer: { email: uniqueEmail(), firstname: 'Jan', lastname: 'de Vries' },
      password: 'kort123',
    })
    expect(res).toMatchObject({
      status: 400,
      body: { code: 400, result: 'Password must be at least 8 characters long.' },
    })
  })

  it('answers a wrong password with 401 and the same text as an unknown account', async () => {
    const { email } = await register(t.app)
    const wrong = await call(t.app, 'POST', '/api/user/login', { username: email, password: 'Verkeerd123' })
    const unknown = await call(t.app, 'POST', '/api/user/login', {
      username: uniqueEmail(),
      password: 'Verkeerd123',
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.result).toBe(unknown.body.result)
    expect(wrong.body).not.toHaveProperty('meta')
  })

  it('asks for a proof after 5 failed sign-ins on an account from anywhere; it ages out after 15 minutes', async () => {
    const { email, password } = await register(t.app)
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: email, password: 'Verkeerd123' },
        remoteAddress: `10.0.0.${i + 1}`,
      })
      expect(res.statusCode).toBe(401)
    }
    const blocked = await call(t.app, 'POST', '/api/user/login', { username: email, password })
    expect(blocked.status).toBe(429)
    expect(blocked.body.meta.challenge).toMatchObject({ algorithm: 'SHA-256', difficulty: 14 })
    clock += 16 * 60_000
    await signIn(t.app, email, password)
  })

  it('limits failed sign-ins per client address across accounts', async () => {
    for (let i = 0; i < LOGIN_GUARD.addressMax; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: uniqueEmail('probe'), password: 'Verkeerd123' },
        remoteAddress: '192.0.2.7',
      })
      expect(res.statusCode).toBe(401)
    }
    const { email, password } = await register(t.app)
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: email, password },
      remoteAddress: '192.0.2.7',
    })
    expect(blocked.statusCode).toBe(429)
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: email, password },
      remoteAddress: '192.0.2.8',
    })
    expect(elsewhere.statusCode).toBe(200)
  })

  it('rejects missing, forged and expired tokens with 401 and nothing else', async () => {
    const s = await customerSession(t.app)
    const expected = { code: 401, result: "The consumer isn't authorized to access self." }
    const forged = s.token.slice(0, -4) + (s.token.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    for (const token of ['', 'nonsense', forged]) {
      const res = await call(t.app, 'GET', `/api/user/me?token=${token}`)
      expect(res.status).toBe(401)
      expect(res.body).toEqual(expected)
    }
    // a groupToken is signed with the same secret but must not open the account
    const me = await call(t.app, 'GET', `/api/user/me?token=${s.token}`)
    const withGroupToken = await call(t.app, 'GET', `/api/user/me?token=${me.body.result.groupToken}`)
    expect(withGroupToken.body).toEqual(expected)

    clock += (t.ctx.config.accounts.accessTokenTtlSeconds + 1) * 1000
    const expired = await call(t.app, 'GET', `/api/user/me?token=${s.token}`)
    expect(expired.body).toEqual(expected)
    const history = await call(t.app, 'GET', `/api/user/order-history?token=${s.token}`)
    expect(history.body).toEqual(expected)

    // the refresh token still gives a new access token
    const refreshed = await call(t.app, 'POST', '/api/user/refresh', { refreshToken: s.refreshToken })
    expect(refreshed.status).toBe(200)
    const again = await call(t.app, 'GET', `/api/user/me?token=${refreshed.body.result}`)
    expect(again.body.result.email).toBe(s.email)
  })

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const s = await customerSession(t.app)
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: { 'x-client': 'storefront-test' },
      payload: { refreshToken: s.refreshToken },
    })
    const r1 = JSON.parse(first.body)
    expect(first.statusCode).toBe(200)
    expect(r1.meta.refreshToken).not.toBe(s.refreshToken)

    // the rotated token presented again: refused, and the newest token of its family dies with it
    const reuse = await call(t.app, 'POST', '/api/user/refresh', { refreshToken: s.refreshToken })
    expect(reuse).toMatchObject({
      status: 401,
      body: { code: 401, result: 'Invalid refresh token provided' },
    })
    const afterReuse = await call(t.app, 'POST', '/api/user/refresh', { refreshToken: r1.meta.refreshToken })
    expect(afterReuse.status).toBe(401)

    // another login (another family) is unaffected
    const other = await signIn(t.app, s.email, s.password)
    expect(
      (await call(t.app, 'POST', '/api/user/refresh', { refreshToken: other.refreshToken })).status,
    ).toBe(200)

    expect(await call(t.app, 'POST', '/api/user/refresh', {})).toMatchObject({
      status: 400,
      body: { result: 'No refresh token provided' },
    })
  })

  it('logout ends the refresh token family', async () => {
    const s = await customerSession(t.app)
    expect((await call(t.app, 'POST', '/api/user/logout', { refreshToken: s.refreshToken })).body).toEqual({
      code: 200,
      result: true,
    })
    expect((await call(t.app, 'POST', '/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(
      401,
    )
    expect((await call(t.app, 'POST', '/api/user/logout', { refreshToken: 'onbekend' })).status).toBe(200)
  })

  it('updates name and addresses, and nothing else (the e-mail rides along unchanged)', async () => {
    const s = await customerSession(t.app)
    const before = (await call(t.app, 'GET', `/api/user/me?token=${s.token}`)).body.result
    const update = await call(t.app, 'POST', `/api/user/me?token=${s.token}`, {
      customer: {
        email: s.email,
        firstname: 'Johan',
        lastname: 'de Vries',
        groupToken: before.groupToken,
        addresses: [
          { ...homeAddress({ city: 'Amersfoort' }), id: before.addresses[0].id, customer_id: s.id },
          homeAddress({
            street: ['Hoofdstraat', '1'],
            city: 'Zeist',
            default_shipping: false,
            default_billing: true,
          }),
        ],
      },
    })
    expect(update.status, JSON.stringify(update.body)).toBe(200)
    expect(update.body.result).toMatchObject({ email: s.email, firstname: 'Johan' })
    expect(update.body.result.groupToken).toEqual(expect.any(String))
    const cities = update.body.result.addresses.map((a: any) => a.city)
    expect(cities).toEqual(['Amersfoort', 'Zeist'])
    expect(update.body.result.addresses[0].id).toBe(before.addresses[0].id)
    expect(update.body.result.addresses[0]).toMatchObject({ default_shipping: true, default_billing: false })
    expect(update.body.result.addresses[1]).toMatchObject({ default_shipping: false, default_billing: true })

    const groupChange = await call(t.app, 'POST', `/api/user/me?token=${s.token}`, {
      customer: { firstname: 'Johan', group_id: 2 },
    })
    expect(groupChange.status).toBe(400)
    expect(groupChange.body.result).toMatch(/group_id/)
    const after = (await call(t.app, 'GET', `/api/user/me?token=${s.token}`)).body.result
    expect(after.group_id).toBe(1)

    // removing an address: send the list without it
    const removed = await call(t.app, 'POST', `/api/user/me?token=${s.token}`, {
      customer: { addresses: [after.addresses[1]] },
    })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect(removed.body.result.addresses.map((a: any) => a.city)).toEqual(['Zeist'])
    await signIn(t.app, s.email, s.password)
  })

  // spec 001 §5: a customer may only change the password, not the e-mail address (issue 16)
  for (const kind of ['consumer', 'business'] as const) {
    it(`does not let a ${kind} customer change the e-mail address`, async () => {
      const s = await customerSession(t.app)
      if (kind === 'business')
        await t.ctx.database.db.execute(`update customer set group_id = 3 where id = ${s.id}` as never)
      const res = await call(t.app, 'POST', `/api/user/me?token=${s.token}`, {
        customer: { email: uniqueEmail(), firstname: 'Ander' },
      })
      expect(res.status).toBe(400)
      expect(res.body.result).toBe('email: A customer may only change the password, not the e-mail address.')
      const me = (await call(t.app, 'GET', `/api/user/me?token=${s.token}`)).body.result
      expect(me).toMatchObject({ email: s.email, firstname: 'Jan' })
      // the same e-mail (any case) and other fields are fine
      const ok = await call(t.app, 'POST', `/api/user/me?token=${s.token}`, {
        customer: { email: s.email.toUpperCase(), firstname: 'Ander' },
      })
      expect(ok.status).toBe(200)
      expect(ok.body.result).toMatchObject({ email: s.email, firstname: 'Ander' })
    })
  }

  it('changes the password: wrong current password in result.errorMessage, old sessions end', async () => {
    const s = await customerSession(t.app)
    const wrong = await call(t.app, 'POST', `/api/user/change-password?token=${s.token}`, {
      currentPassword: 'Verkeerd123',
      newPassword: 'Nieuw12345',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.result.errorMessage).toBe("The password doesn't match this account.")
    const short = await call(t.app, 'POST', `/api/user/change-password?token=${s.token}`, {
      currentPassword: s.password,
      newPassword: 'kort',
    })
    expect(short.body.result.errorMessage).toBe('Password must be at least 8 characters long.')

    const changed = await call(t.app, 'POST', `/api/user/change-password?token=${s.token}`, {
      currentPassword: s.password,
      newPassword: 'Nieuw12345',
    })
    expect(changed.body).toEqual({ code: 200, result: true })
    expect(
      (await call(t.app, 'POST', '/api/user/login', { username: s.email, password: s.password })).status,
    ).toBe(401)
    await signIn(t.app, s.email, 'Nieuw12345')
    expect((await call(t.app, 'POST', '/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(
      401,
    )
  })

  it('documents the account, review and newsletter calls in /api/docs', async () => {
    const docs = await call(t.app, 'GET', '/api/docs')
    expect(docs.status).toBe(200)
    for (const path of [
      '/api/user/login',
      '/api/user/me',
      '/api/review/create',
      '/api/ext/mailchimp-subscribe/subscribe',
    ]) {
      expect(docs.body.paths, path).toHaveProperty([path])
    }
  })

  it('sends at most 3 reset e-mails per account in 15 minutes', async () => {
    const s = await customerSession(t.app)
    for (let i = 0; i < 3; i++) {
      expect((await call(t.app, 'POST', '/api/user/reset-password', { email: s.email })).status).toBe(200)
    }
    const fourth = await call(t.app, 'POST', '/api/user/reset-password', { email: s.email })
    expect(fourth.status).toBe(429)
    expect(fourth.body.result).toMatch(/Too many reset password e-mails/)
    clock += 16 * 60_000
    expect((await call(t.app, 'POST', '/api/user/reset-password', { email: s.email })).status).toBe(200)
  })

  it('resets a forgotten password with a mailed, single-use, expiring link', async () => {
    const s = await customerSession(t.app)
    const unknown = await call(t.app, 'POST', '/api/user/reset-password', { email: uniqueEmail() })
    // the same answer as for an account: nobody learns who has one (decision 0114)
    expect(unknown).toMatchObject({ status: 200, body: { code: 200, result: true } })
    const missing = await call(t.app, 'POST', '/api/user/reset-password', {})
    expect(missing).toMatchObject({ status: 400, body: { result: 'Invalid e-mail provided!' } })

    const dir = outboxDir(t.ctx.config.dataDir)
    const res = await call(t.app, 'POST', '/api/user/reset-password?storeCode=de', {
      email: s.email.toUpperCase(),
    })
    expect(res.body).toEqual({ code: 200, result: true })
    const files = await readdir(dir)
    let mail = ''
    for (const f of files) {
      const body = await readFile(join(dir, f), 'utf8')
      if (body.includes(`To: ${s.email}`)) mail = body
    }
    expect(mail).toContain('Neues Passwort')
    const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    const token = /create-password\?token=([\w-]+)/.exec(unfolded)?.[1]
    expect(token, 'link in the e-mail').toBeTruthy()
    expect(unfolded).toContain('/de/create-password?token=')

    const wrongEmail = await call(t.app, 'POST', '/api/user/create-password', {
      email: uniqueEmail(),
      resetToken: token,
      newPassword: 'Herstel12345',
    })
    expect(wrongEmail.status).toBe(400)
    expect(wrongEmail.body.result.errorMessage).toMatch(/token/)
    expect(
      (await call(t.app, 'POST', '/api/user/create-password', { email: s.email, resetToken: token })).body
        .result,
    ).toBe('newPassword not provided')

    const created = await call(t.app, 'POST', '/api/user/create-password', {
      email: s.email,
      resetToken: token,
      newPassword: 'Herstel12345',
    })
    expect(created.body).toEqual({ code: 200, result: true })
    await signIn(t.app, s.email, 'Herstel12345')
    const twice = await call(t.app, 'POST', '/api/user/create-password', {
      email: s.email,
      resetToken: token,
      newPassword: 'Nogmaals12345',
    })
    expect(twice.status).toBe(400)

    // a link older than RESET_TOKEN_TTL_MINUTES no longer works
    await call(t.app, 'POST', '/api/user/reset-password', { email: s.email })
    const latest = (await readdir(dir)).sort().at(-1)!
    const text = (await readFile(join(dir, latest), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    const token2 = /create-password\?token=([\w-]+)/.exec(text)![1]
    clock += (t.ctx.config.accounts.resetTokenTtlMinutes + 1) * 60_000
    const late = await call(t.app, 'POST', '/api/user/create-password', {
      email: s.email,
      resetToken: token2,
      newPassword: 'TeLaat12345',
    })
    expect(late.status).toBe(400)
  })
})
