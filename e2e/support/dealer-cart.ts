/**
 * The demo dealers' own carts live on the server and outlast a journey: a journey that works in a
 * dealer's cart (the dealer, or a purchaser in Customer mode) starts it empty, so what another
 * journey left there is never ordered or counted.
 */
import { expect, type APIRequestContext } from '@playwright/test'

export const DEALER_PASSWORD = 'Handel2026!'

export async function emptyDealerCart(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post('/api/user/login', {
    data: { username: email, password: DEALER_PASSWORD },
  })
  expect(login.status(), `login of ${email}`).toBe(200)
  const token = encodeURIComponent(((await login.json()) as { result: string }).result)
  const created = await request.post(`/api/cart/create?token=${token}`)
  expect(created.status()).toBe(200)
  const cartId = encodeURIComponent(String(((await created.json()) as { result: string | number }).result))
  const pulled = await request.get(`/api/cart/pull?token=${token}&cartId=${cartId}`)
  expect(pulled.status()).toBe(200)
  for (const line of ((await pulled.json()) as { result: { item_id: number }[] }).result) {
    const removed = await request.post(`/api/cart/delete?token=${token}&cartId=${cartId}`, {
      data: { cartItem: { item_id: line.item_id } },
    })
    expect(removed.status(), await removed.text()).toBe(200)
  }
}
