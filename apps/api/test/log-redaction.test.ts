/**
 * Tokens travel in URLs (contract §1.3) but never reach the logs (issue 5): the request log shows
 * the path with token, refreshToken, resetToken, groupToken and cartId values redacted, for
 * answered, refused and failing calls alike; headers (Authorization) are not logged at all.
 */
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client.ts'
import { buildTestApp, call } from './test-app.ts'
import { customerSession } from './user-helpers.ts'

describe(`request logs (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  it('never writes a token, refresh token, reset token, group token or cart id', async () => {
    const s = await customerSession(app)
    const me = await call(app, 'GET', `/api/user/me?token=${s.token}`)
    const groupToken = me.body.result.groupToken as string
    const cart = await call(app, 'POST', `/api/cart/create?token=${s.token}`)
    const cartId = String(cart.body.result)
    const secrets = [s.token, s.refreshToken, groupToken, cartId.length > 4 ? cartId : '', 'reset-secret-123']
    lines.length = 0

    await call(app, 'GET', `/api/user/order-history?token=${s.token}&pageSize=20`)
    await call(app, 'GET', `/api/cart/pull?token=${s.token}&cartId=${cartId}`)
    await call(app, 'GET', `/api/user/me?token=${s.token}x`) // refused: 401
    await call(app, 'POST', `/api/user/refresh?refreshToken=${s.refreshToken}`, { refreshToken: 'x' })
    await call(
      app,
      'GET',
      `/api/catalog/vue_storefront_catalog/product/_search?groupToken=${groupToken}&size=1`,
    )
    await call(app, 'POST', `/api/user/create-password?resetToken=reset-secret-123`, 'not json')
    await app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${s.token}` } })

    const log = lines.join('\n')
    expect(lines.length).toBeGreaterThan(6)
    expect(log).toContain('/api/user/order-history?token=[redacted]&pageSize=20')
    expect(log).toContain(`/api/cart/pull?token=[redacted]&cartId=[redacted]`)
    for (const secret of secrets.filter(Boolean)) expect(log).not.toContain(secret)
  })
})
