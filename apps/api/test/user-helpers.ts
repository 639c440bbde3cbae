/** Shared steps of the account tests: sign up and sign in through the API. */
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { call } from './test-app.ts'

let counter = 0

/** A unique e-mail per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'klant'): string {
  counter += 1
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@fietsen.test`
}

/** A client address of its own for each simulated shopper (10.x.y.z). */
export function shopperAddress(): string {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

export const homeAddress = (over: Record<string, unknown> = {}) => ({
  firstname: 'Jan',
  lastname: 'de Vries',
  street: ['Stationsweg', '12'],
  city: 'Utrecht',
  country_id: 'NL',
  postcode: '3511AA',
  telephone: '0612345678',
  default_shipping: true,
  ...over,
})

export async function register(
  app: FastifyInstance,
  over: { email?: string; password?: string; customer?: Record<string, unknown> } = {},
) {
  const email = over.email ?? uniqueEmail()
  const password = over.password ?? 'Geheim123!'
  // every customer signs up from an address of their own: sign-ups are limited per address
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/create',
    remoteAddress: shopperAddress(),
    payload: {
      customer: {
        email,
        firstname: 'Jan',
        lastname: 'de Vries',
        addresses: [homeAddress()],
        ...over.customer,
      },
      password,
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  const body = JSON.parse(res.body)
  return { email, password, id: body.result.id as number }
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await call(app, 'POST', '/api/user/login', { username: email, password })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { token: res.body.result as string, refreshToken: res.body.meta.refreshToken as string }
}

/** A signed-up and signed-in customer. */
export async function customerSession(app: FastifyInstance, over: Parameters<typeof register>[1] = {}) {
  const account = await register(app, over)
  return { ...account, ...(await signIn(app, account.email, account.password)) }
}
