/**
 * Issue 14 §7 and §8: NUL characters, lone surrogates and absurdly deep JSON are refused with a
 * 400 naming the field by one gate in front of every route, and a refused or failing call never
 * writes a password hash, a password or an address into the log.
 */
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client.ts'
import { buildTestApp } from './test-app.ts'
import { address, cartWith, orderBody } from './order-helpers.ts'
import { homeAddress, uniqueEmail } from './user-helpers.ts'

const NUL = '\u0000'
const LONE = '\ud800'
/** Percent-encoding as an attacker writes it: a lone surrogate as its (invalid) UTF-8 bytes. */
const enc = (text: string) => text.split(LONE).map(encodeURIComponent).join('%ED%A0%80')

describe(`one gate for broken text (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: FastifyInstance
  let database: Database
  const lines: string[] = []
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    ;({ app, database } = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream }))
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  /** Sends JSON text as written (so `\ud800` escapes reach the parser as the attacker wrote them). */
  const send = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      ...(body === undefined
        ? {}
        : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    })
    return { status: res.statusCode, body: JSON.parse(res.body) as { code: number; result: string } }
  }

  const signUp = (bad: string) => ({
    customer: {
      email: uniqueEmail(),
      firstname: 'Jan',
      lastname: `de Vries${bad}`,
      addresses: [homeAddress({ street: [`Geheimstraat${bad}`, '12'] })],
    },
    password: 'Geheim123!',
  })

  for (const [name, bad] of [
    ['a NUL character', NUL],
    ['a lone surrogate', LONE],
  ] as const) {
    it(`refuses ${name} in bodies, queries and paths of every kind of call with a 400 naming the field`, async () => {
      const cartId = await cartWith(app, [])
      const cases: [string, 'GET' | 'POST', string, unknown?][] = [
        ['body.customer.lastname', 'POST', '/api/user/create', signUp(bad)],
        ['body.username', 'POST', '/api/user/login', { username: `a${bad}@b.nl`, password: 'x' }],
        ['body.password', 'POST', '/api/user/login', { username: 'a@b.nl', password: `x${bad}` }],
        ['body.email', 'POST', '/api/user/reset-password', { email: `a${bad}@b.nl` }],
        [
          'body.review.detail',
          'POST',
          '/api/review/create',
          { review: { product_id: 1, title: 'Prima', detail: `Goed${bad}`, nickname: 'Jan' } },
        ],
        ['body.url', 'POST', '/api/url/map', { url: `/fietsen${bad}` }],
        ['querystring.sku', 'GET', `/api/stock/check?sku=${enc(`A${bad}`)}`],
        ['params.sku', 'GET', `/api/stock/check/${enc(`A${bad}`)}`],
        [
          'body.cartItem.sku',
          'POST',
          `/api/cart/update?token=&cartId=${cartId}`,
          { cartItem: { sku: `A${bad}`, qty: 1 } },
        ],
        [
          'querystring.coupon',
          'POST',
          `/api/cart/apply-coupon?token=&cartId=${cartId}&coupon=${enc(`F${bad}`)}`,
        ],
        ['querystring.cartId', 'GET', `/api/cart/pull?token=&cartId=${enc(`x${bad}`)}`],
        [
          'body.addressInformation.shippingAddress.city',
          'POST',
          '/api/order',
          orderBody(cartId, [], {
            addressInformation: {
              ...orderBody(cartId, []).addressInformation,
              shippingAddress: address({ city: `Utrecht${bad}` }),
            },
          }),
        ],
        ['body.orderId', 'POST', '/api/ext/payment-service/post-payment', { orderId: `1${bad}` }],
        [
          'body._searchText',
          'POST',
          '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query',
          { _searchText: `fiets${bad}` },
        ],
      ]
      for (const [field, method, url, body] of cases) {
        const res = await send(method, url, body)
        if (bad === LONE && !field.startsWith('body')) {
          // undecodable bytes in a URL: a path is refused by the router, a query keeps them as literal text
          expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBeLessThan(500)
          continue
        }
        expect(res.status, `${url} ${field}: ${JSON.stringify(res.body)}`).toBe(400)
        expect(res.body.code).toBe(400)
        expect(res.body.result).toContain(field)
      }
    })
  }

  it('reads `\\ud800` escapes in JSON text as the lone surrogates they are', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/url/map',
      payload: '{"url":"/fietsen\\ud800"}',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(JSON.parse(res.body).result).toContain('body.url')
    const pair = await app.inject({
      method: 'POST',
      url: '/api/url/map',
      payload: '{"url":"/fietsen\\ud83d\\udeb2"}',
      headers: { 'content-type': 'application/json' },
    })
    expect(pair.statusCode).not.toBe(400) // a proper surrogate pair (a bicycle emoji) is text
  })

  it('refuses JSON nested 20,000 deep with a 400, on the catalogue and elsewhere', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000)
    for (const url of [
      '/api/catalog/vue_storefront_catalog/product/_search',
      '/api/url/map',
      '/api/user/login',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: `{"query":${deep}}`,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400)
      expect(JSON.parse(res.body).result).toMatch(/nested deeper/)
    }
    const get = await app.inject({
      method: 'GET',
      url: `/api/catalog/vue_storefront_catalog/product/_search?request=${enc(`{"query":${'['.repeat(5000)}${']'.repeat(5000)}}`)}`,
    })
    expect(get.statusCode, get.body).toBe(400)
  })

  it('never logs the password, its hash or the address of a refused or failed sign-up', async () => {
    lines.length = 0
    await send('POST', '/api/user/create', signUp(NUL))
    await send('POST', '/api/user/create', signUp(LONE))
    const log = lines.join('\n')
    expect(lines.length).toBeGreaterThan(0)
    for (const secret of ['Geheim123!', 'Geheimstraat', 'scrypt', '$argon2', 'params:']) {
      expect(log).not.toContain(secret)
    }
  })
})
