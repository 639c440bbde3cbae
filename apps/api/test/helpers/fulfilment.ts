/** Back-office orders in API tests (issue 18): staff steps through the admin API, §7 calls with a token. */
import { expect } from 'vitest'
import { call, type TestApp } from '../test-app.ts'

export const ADMIN_KEY = 'test-admin-key-fulfilment-0167'

export function useAdminKey(t: TestApp) {
  t.ctx.config.accounts.adminApiKey = ADMIN_KEY
}

export async function admin(t: TestApp, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/admin/backoffice${path}`,
    headers: { 'x-admin-key': ADMIN_KEY },
    ...(body === undefined ? {} : { payload: body as never }),
  })
  return { status: res.statusCode, body: JSON.parse(res.body) }
}

/** A phone order for the customer (id or back-office id), answered as the order's details. */
export async function phoneOrder(
  t: TestApp,
  customer: string | number,
  lines: { sku: string; qty: number }[],
) {
  const res = await admin(t, 'POST', '/orders', { customer, source: 'phone', lines })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.result as {
    orderId: string
    lines: { lineId: number; sku: string; qtyOrdered: number; unitPrice: number; taxPercent: number }[]
  }
}

export async function oculus(t: TestApp, token: string, name: string, body?: unknown) {
  return call(t.app, 'POST', `/api/oculus/${name}${token ? `?token=${token}` : ''}`, body ?? {})
}
