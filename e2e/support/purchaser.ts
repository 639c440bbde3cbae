/**
 * Purchasers for journeys (issue 17): one made through the staff API per journey, so runs never
 * share a purchaser's sessions or lists, with the dealers it may act for assigned.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { adminKey } from './shop-env.ts'

export const PURCHASER_PASSWORD = 'Verkoop-2026!'

/** The API token of an account, as the shop's login answers it. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/user/login', { data: { username: email, password } })
  expect(login.status(), `login of ${email}`).toBe(200)
  return ((await login.json()) as { result: string }).result
}

/** A new purchaser (maximum discount 10 %) assigned these dealers (e-mail, id or back-office id); its e-mail. */
export async function makePurchaser(
  request: APIRequestContext,
  dealers: readonly string[],
  who: { prefix: string; firstname: string; lastname: string } = {
    prefix: 'verkoop',
    firstname: 'Vera',
    lastname: 'Verkoop',
  },
): Promise<string> {
  const headers = { 'x-admin-key': adminKey() }
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const email = `${who.prefix}-${stamp}@fietsgroothandel.nl`
  const created = await request.post('/api/admin/backoffice/customers', {
    headers,
    data: {
      email,
      firstname: who.firstname,
      lastname: who.lastname,
      password: PURCHASER_PASSWORD,
      company: 'Fietsgroothandel (buitendienst)',
      backoffice_id: `${who.prefix.charAt(0).toUpperCase()}${stamp.slice(-8)}`,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const id = ((await created.json()) as { result: { customer: { id: number } } }).result.customer.id
  const flagged = await request.post(`/api/admin/backoffice/customers/${id}/flags`, {
    headers,
    data: { is_purchaser: true, purchaser_max_discount_percent: 10 },
  })
  expect(flagged.status(), await flagged.text()).toBe(200)
  for (const dealer of dealers) {
    // the staff tool takes the customer by e-mail address, id or back-office id
    const assigned = await request.post(`/api/admin/backoffice/purchasers/${id}/customers`, {
      headers,
      data: { customer: dealer },
    })
    expect(assigned.status(), await assigned.text()).toBe(200)
  }
  return email
}
