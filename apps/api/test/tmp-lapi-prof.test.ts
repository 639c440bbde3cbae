import { it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN, simpleSkus } from './order-list-helpers.ts'

it('profile', async () => {
  const t = await buildTestApp()
  const token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
  const skus = (await simpleSkus(t, 50)).map((p) => p.sku)
  const cartId = String((await call(t.app, 'POST', `/api/cart/create?token=${token}`)).body.result)
  const body = { cartItems: skus.map((sku) => ({ sku, qty: 1 })) }
  const time = async (label: string, f: () => Promise<unknown>) => {
    for (let i = 0; i < 5; i++) await f()
    const s = performance.now()
    for (let i = 0; i < 30; i++) await f()
    console.log(label, ((performance.now() - s) / 30).toFixed(1), 'ms')
  }
  await time('add-lines', () => call(t.app, 'POST', `/api/cart/add-lines?token=${token}&cartId=${cartId}`, body))
  await time('add-lines no cart', () => call(t.app, 'POST', `/api/cart/add-lines?token=${token}&cartId=999999`, body))
  await time('pull', () => call(t.app, 'GET', `/api/cart/pull?token=${token}&cartId=${cartId}`))
  await t.close()
}, 120_000)
