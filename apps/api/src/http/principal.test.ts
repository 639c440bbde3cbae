import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyRequest } from 'fastify'
import { MESSAGES, ACCOUNT_MESSAGES } from '@shop/commerce'
import { buildTestApp, type TestApp } from '../../test/test-app.ts'
import { customerSession } from '../../test/user-helpers.ts'
import { resolveGroupId } from '../catalog/customer-group.ts'
import { signGroupToken } from '../user/tokens.ts'
import { accessTokenOf, customerOrGuest, principalOf, shopperOf, signedInCustomer } from './principal.ts'

/** What the resolver reads of a request: its headers and its (validated) query. */
const request = (headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
  ({ headers, query }) as unknown as FastifyRequest

describe('the request principal', () => {
  let t: TestApp
  let clock = Date.now()
  let session: { id: number; token: string }
  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date(clock) })
    session = await customerSession(t.app)
  })
  afterAll(() => t.close())

  it('is a guest of the Dutch store view when the request names neither token nor store', async () => {
    expect(await principalOf(t.ctx, request())).toEqual({
      storeView: expect.objectContaining({ storeId: 1 }),
      customer: null,
      groupId: null,
      tokenRejected: false,
      actingPurchaser: null,
      purchaserRefused: false,
    })
  })

  it('takes the store view from x-vs-store-code before ?storeCode=, and none for an unknown code', async () => {
    expect((await principalOf(t.ctx, request({}, { storeCode: 'de' }))).storeView?.storeId).toBe(3)
    const both = request({ 'x-vs-store-code': '' }, { storeCode: 'de' })
    expect((await principalOf(t.ctx, both)).storeView?.storeId).toBe(1)
    expect((await principalOf(t.ctx, request({ 'x-vs-store-code': 'fr' }))).storeView).toBeNull()
  })

  it('reads the token from a Bearer header before ?token=', () => {
    expect(accessTokenOf(request({ authorization: 'bearer  abc ' }, { token: 'def' }))).toBe('abc')
    expect(accessTokenOf(request({ authorization: 'Basic abc' }, { token: ' def ' }))).toBe('def')
    expect(accessTokenOf(request())).toBe('')
  })

  it('is the signed-in customer, with their group, for a valid access token', async () => {
    const principal = await principalOf(t.ctx, request({ authorization: `Bearer ${session.token}` }))
    expect(principal).toMatchObject({
      customer: { id: session.id, groupId: 1 },
      groupId: 1,
      tokenRejected: false,
    })
    expect(shopperOf(principal)).toEqual({ ok: true, value: { customerId: session.id, groupId: 1 } })
    expect(signedInCustomer(principal)).toEqual({ ok: true, value: { id: session.id, groupId: 1 } })
    expect(customerOrGuest(principal)).toEqual({ ok: true, value: { id: session.id, groupId: 1 } })
  })

  it('is worked out once per request', async () => {
    const req = request({}, { token: session.token })
    const first = principalOf(t.ctx, req)
    expect(principalOf(t.ctx, req)).toBe(first)
    expect((await first).customer?.id).toBe(session.id)
  })

  it('marks a forged token, and a groupToken, as rejected; each call answers that its own way', async () => {
    const groupToken = await signGroupToken(t.ctx, { groupId: 1 })
    for (const token of [`${session.token}x`, groupToken]) {
      const principal = await principalOf(t.ctx, request({}, { token }))
      expect(principal).toMatchObject({ customer: null, groupId: null, tokenRejected: true })
      expect(shopperOf(principal)).toMatchObject({
        error: 'unauthorized',
        message: MESSAGES.cartConsumerNotAuthorized,
      })
      expect(signedInCustomer(principal)).toMatchObject({ message: ACCOUNT_MESSAGES.notAuthorized })
      expect(customerOrGuest(principal)).toMatchObject({ message: ACCOUNT_MESSAGES.notAuthorized })
    }
    const guest = await principalOf(t.ctx, request())
    expect(shopperOf(guest)).toEqual({ ok: true, value: { customerId: null, groupId: null } })
    expect(signedInCustomer(guest)).toMatchObject({ ok: false, error: 'unauthorized' })
    expect(customerOrGuest(guest)).toEqual({ ok: true, value: null })
  })

  it("judges expiry by the shop's clock, for access tokens and groupTokens alike", async () => {
    const groupToken = await signGroupToken(t.ctx, { groupId: 2 })
    expect(await resolveGroupId(t.ctx, null, groupToken)).toBe(2)
    const saved = clock
    try {
      clock += (t.ctx.config.accounts.refreshTokenTtlDays * 86_400 + 60) * 1000
      expect(await resolveGroupId(t.ctx, 1, groupToken)).toBe(1)
      expect(await principalOf(t.ctx, request({}, { token: session.token }))).toMatchObject({
        customer: null,
        tokenRejected: true,
      })
    } finally {
      clock = saved
    }
  })
})
