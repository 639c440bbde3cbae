/**
 * Visit reports in API tests (issue 19): a purchaser P with two customers A and B, a colleague P2
 * also assigned to A, an unassigned purchaser Q (assigned to C only), and helpers to call the
 * back-office calls and the catalogue search with a token.
 */
import { eq } from 'drizzle-orm'
import { customer } from '../../src/db/schema/index.ts'
import { call, type TestApp } from '../test-app.ts'
import { customerSession, signIn } from '../user-helpers.ts'
import { assign, makePurchaser, takeOver, type TestPurchaser } from './purchaser.ts'

export const OC = '/api/oculus'

/** A complete, valid report (the required questions and one optional). */
export const REPORT = Object.freeze({
  visit_type: 'regular',
  contact_person: 'Piet Jansen',
  shop_impression: 4,
  stock_our_brands: 'low',
  ebike_demand: 'rising',
  needs_display_material: true,
  season_outlook: 'better',
  delivery_satisfaction: 3,
  remarks: 'Goed gesprek',
})

export interface VisitWorld {
  A: { id: number; token: string; backofficeId: string }
  B: { id: number; token: string }
  C: { id: number; token: string }
  P: TestPurchaser
  P2: TestPurchaser
  Q: TestPurchaser
  /** P acting for A (takeover token) */
  pActingA: string
}

export async function visitWorld(t: TestApp): Promise<VisitWorld> {
  const a = await customerSession(t.app)
  const b = await customerSession(t.app)
  const c = await customerSession(t.app)
  const backofficeId = `VR${a.id}`
  await t.database.db
    .update(customer)
    .set({ backofficeId, company: `Fietsen A${a.id}` })
    .where(eq(customer.id, a.id))
  const P = await makePurchaser(t)
  const P2 = await makePurchaser(t)
  const Q = await makePurchaser(t)
  await assign(t, P.id, a.id)
  await assign(t, P.id, b.id)
  await assign(t, P2.id, a.id)
  await assign(t, Q.id, c.id)
  const pActingA = (await takeOver(t, P, a.id)).token
  return {
    A: { id: a.id, token: a.token, backofficeId },
    B: { id: b.id, token: b.token },
    C: { id: c.id, token: c.token },
    P,
    P2,
    Q,
    pActingA,
  }
}

export const oc = (t: TestApp, token: string, name: string, body?: unknown) =>
  call(
    t.app,
    'POST',
    `${OC}/${name}${token ? `${name.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : ''}`,
    body,
  )

/** Moves the app's clock and signs the purchaser in again (tokens are short-lived on that clock). */
export async function tokenAt(t: TestApp, who: { email: string }, now: Date): Promise<string> {
  t.setNow(now)
  return (await signIn(t.app, who.email, 'Geheim123!')).token
}

export function searchGet(
  t: TestApp,
  entity: 'todos' | 'visitor_report',
  token: string,
  request: unknown,
  extra = '',
) {
  const q = new URLSearchParams()
  if (token) q.set('token', token)
  if (request !== undefined) q.set('request', JSON.stringify(request))
  return call(t.app, 'GET', `/api/catalog/vue_storefront_catalog/${entity}/_search?${q.toString()}${extra}`)
}

export async function searchPost(
  t: TestApp,
  entity: 'todos' | 'visitor_report',
  token: string,
  body: unknown,
  extra = '',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/catalog/vue_storefront_catalog/${entity}/_search${extra ? `?${extra}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as never,
  })
  let parsed: any = res.body
  try {
    parsed = JSON.parse(res.body)
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body: parsed, headers: res.headers }
}

export const byCustomer = (...ids: (number | string)[]) => ({
  query: { bool: { filter: { terms: { 'customer_id.keyword': ids.map(String) } } } },
})
