/**
 * The cart's server conversation with the cart calls replaced by a scripted server: guest bypass
 * on 401, refused updates, a lost server cart. (The real server is exercised by e2e/checkout.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerCartItem } from './cart-types.ts'

const api = vi.hoisted(() => ({
  createCart: vi.fn(),
  pullCart: vi.fn(),
  updateCartItem: vi.fn(),
  deleteCartItem: vi.fn(),
  fetchTotals: vi.fn(),
  shippingInformationCall: vi.fn(),
  cartUpdatedCall: vi.fn(),
  applyCouponCall: vi.fn(),
  deleteCouponCall: vi.fn(),
  userToken: vi.fn(() => null as string | null),
}))
vi.mock('./cart-api.ts', () => api)

const { connect, serial, syncCart } = await import('./cart-sync.ts')
const { addToCart, updateQuantity } = await import('./cart-actions.ts')
const { getCart, setCart } = await import('./cart-store.ts')
const { EMPTY_CART } = await import('./cart-types.ts')
const { notifications } = await import('../../components/notifications/store.ts')

const t = ((key: string) => key) as never

function fakeWindow() {
  const data = new Map<string, string>()
  ;(globalThis as any).window = {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  }
}

/** A tiny server cart: lines by item id; `refuse` makes update answer 400 for a sku. */
function scriptedServer(options: { refuse?: string } = {}) {
  const lines = new Map<number, ServerCartItem>()
  let nextId = 1
  api.createCart.mockResolvedValue({ code: 200, result: 'cart-1' })
  api.pullCart.mockImplementation(async () => ({ code: 200, result: [...lines.values()] }))
  api.updateCartItem.mockImplementation(async (item: any) => {
    if (item.sku === options.refuse) return { code: 400, result: 'The requested qty is not available' }
    const id = item.server_item_id ?? nextId++
    const line = { item_id: id, sku: item.sku, qty: item.qty, quote_id: 'cart-1', product_type: 'simple' }
    lines.set(id, line)
    return { code: 200, result: line }
  })
  api.deleteCartItem.mockResolvedValue({ code: 200, result: true })
  api.fetchTotals.mockResolvedValue({
    code: 200,
    result: { grand_total: 0, subtotal: 0, items: [], total_segments: [] },
  })
  return lines
}

const product = (sku: string, qty = 1) => ({ sku, name: sku, qty, price_incl_tax: 10, type_id: 'simple' })

beforeEach(() => {
  fakeWindow()
  vi.clearAllMocks()
  setCart({ ...EMPTY_CART })
})

afterEach(() => {
  notifications.list().forEach((n) => notifications.remove(n.id))
  delete (globalThis as any).window
})

describe('connect', () => {
  it('retries as a guest after a 401 for the user token, once', async () => {
    api.userToken.mockReturnValue('expired-user-token')
    api.createCart
      .mockResolvedValueOnce({ code: 401, result: 'not authorized' })
      .mockResolvedValueOnce({ code: 200, result: 'guest-cart' })
    expect(await connect()).toBe(true)
    expect(api.createCart.mock.calls).toEqual([[false], [true]])
    expect(getCart()).toMatchObject({
      cartServerToken: 'guest-cart',
      connectBypassCount: 1,
      syncEnabled: true,
    })
  })

  it('gives up after the maximum of bypass attempts and switches sync off', async () => {
    api.createCart.mockResolvedValue({ code: 401, result: 'not authorized' })
    expect(await connect()).toBe(false)
    expect(api.createCart).toHaveBeenCalledTimes(2)
    expect(getCart()).toMatchObject({ cartServerToken: null, syncEnabled: false })
  })
})

describe('connect without an answer', () => {
  it('keeps sync on, so the next sync connects again', async () => {
    const lines = scriptedServer()
    api.createCart.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    setCart({ cartItems: [{ ...product('A'), checksum: '' }] })
    expect(await connect()).toBe(false)
    expect(getCart()).toMatchObject({ syncEnabled: true, cartServerToken: null })
    await syncCart()
    expect(getCart().cartServerToken).toBe('cart-1')
    expect([...lines.values()].map((l) => l.sku)).toEqual(['A'])
  })
})

describe('adding and changing', () => {
  it('an add creates the server cart, sends the line and copies the server ids', async () => {
    scriptedServer()
    expect(await addToCart([product('A', 2)], { t })).toBe(true)
    expect(api.updateCartItem).toHaveBeenCalledTimes(1)
    expect(getCart().cartItems).toEqual([
      expect.objectContaining({ sku: 'A', qty: 2, server_item_id: 1, server_cart_id: 'cart-1', prev_qty: 2 }),
    ])
    expect(notifications.list().map((n) => n.message)).toContain('cart.msg.added')
  })

  it('a new line the server refuses is removed again, with the server reason shown', async () => {
    scriptedServer({ refuse: 'B' })
    await addToCart([product('A')], { t })
    expect(await addToCart([product('B')], { t })).toBe(false)
    expect(getCart().cartItems.map((i) => i.sku)).toEqual(['A'])
    // 001 §5 'Quantity is higher than available.', in the shop's Dutch
    expect(notifications.list().map((n) => n.message)).toContain('Het aantal is hoger dan beschikbaar.')
  })

  it('a refusal the shop has no words for reads as a general Dutch text, never the API English', async () => {
    scriptedServer()
    await addToCart([product('A', 2)], { t })
    api.updateCartItem.mockResolvedValueOnce({ code: 400, result: 'Something the storefront never heard of' })
    await updateQuantity(getCart().cartItems[0]!, 3, { t })
    const messages = notifications.list().map((n) => n.message)
    expect(messages).toContain('Deze wijziging van je winkelwagen is niet gelukt.')
    expect(messages).not.toContain('Something the storefront never heard of')
  })

  it('a refused quantity change goes back to the confirmed quantity', async () => {
    const lines = scriptedServer()
    await addToCart([product('A', 2)], { t })
    api.updateCartItem.mockResolvedValueOnce({ code: 400, result: 'The requested qty is not available' })
    await updateQuantity(getCart().cartItems[0]!, 50, { t })
    expect(getCart().cartItems[0]).toMatchObject({ sku: 'A', qty: 2 })
    expect(lines.get(1)!.qty).toBe(2)
  })

  it('a line whose update got no answer (offline, page left mid-call) stays and is sent at the next sync', async () => {
    const lines = scriptedServer()
    await addToCart([product('A')], { t })
    api.updateCartItem.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await addToCart([product('B', 2)], { t })).toBe(true)
    expect(getCart().cartItems.map((i) => [i.sku, i.qty])).toEqual([
      ['A', 1],
      ['B', 2],
    ])
    // nothing was refused, so nothing is announced as an error
    expect(notifications.list().filter((n) => n.type === 'error')).toEqual([])
    expect(getCart().cartItemsHash).toBeNull()
    // the next page load's sync (not forced) sends it
    await syncCart()
    expect([...lines.values()].map((l) => [l.sku, l.qty])).toEqual([
      ['A', 1],
      ['B', 2],
    ])
  })

  it('an invalid price is refused before anything is sent', async () => {
    scriptedServer()
    expect(await addToCart([{ ...product('A'), price_incl_tax: -1 }], { t })).toBe(false)
    expect(api.updateCartItem).not.toHaveBeenCalled()
    expect(notifications.list().map((n) => n.message)).toEqual(['cart.msg.priceUnknown'])
  })
})

describe('sync', () => {
  it('a quantity changed while a sync waits for its pull is not overwritten, and reaches the server', async () => {
    const lines = scriptedServer()
    await addToCart([product('A', 3)], { t })
    // a sync (going online) is waiting for the server's lines
    let answerPull!: () => void
    const pulled = new Promise<void>((resolve) => (answerPull = resolve))
    const serverLines = [...lines.values()].map((l) => ({ ...l }))
    api.pullCart.mockImplementationOnce(async () => {
      await pulled
      return { code: 200, result: serverLines }
    })
    const pullsBefore = api.pullCart.mock.calls.length
    // as the cart's syncs run: one after the other (the shopper's sync waits for this one)
    const sync = serial(() => syncCart({ forceClientState: true }))
    await vi.waitFor(() => expect(api.pullCart).toHaveBeenCalledTimes(pullsBefore + 1))
    // meanwhile the shopper sets 5
    const change = updateQuantity(getCart().cartItems[0]!, 5, { t })
    answerPull()
    await Promise.all([sync, change])
    expect(getCart().cartItems.map((i) => [i.sku, i.qty])).toEqual([['A', 5]])
    expect([...lines.values()].map((l) => [l.sku, l.qty])).toEqual([['A', 5]])
  })

  it('a lost server cart (pull not 200) gets a new guest cart and the lines again', async () => {
    const lines = scriptedServer()
    await addToCart([product('A', 3)], { t })
    lines.clear() // the new cart starts empty
    api.pullCart.mockResolvedValueOnce({ code: 404, result: 'No such cart' })
    api.createCart.mockResolvedValueOnce({ code: 200, result: 'cart-2' })
    api.updateCartItem.mockClear()
    await syncCart({ force: true })
    expect(getCart().cartServerToken).toBe('cart-2')
    expect(api.updateCartItem).toHaveBeenCalledWith(
      expect.objectContaining({ sku: 'A', qty: 3, server_item_id: undefined }),
    )
  })

  it('a pull without an answer changes nothing: same cart, lines kept, asked again next time', async () => {
    scriptedServer()
    await addToCart([product('A', 3)], { t })
    api.pullCart.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await syncCart({ force: true })
    expect(getCart()).toMatchObject({ cartServerToken: 'cart-1', connectBypassCount: 0, syncEnabled: true })
    expect(api.createCart).toHaveBeenCalledTimes(1)
    expect(getCart().cartItems.map((i) => [i.sku, i.qty])).toEqual([['A', 3]])
  })

  it('lines from another device are taken over on a merging sync', async () => {
    const lines = scriptedServer()
    await addToCart([product('A')], { t })
    lines.set(9, { item_id: 9, sku: 'X', qty: 4, quote_id: 'cart-1', name: 'Bel', price: 8 })
    await syncCart({ force: true })
    expect(getCart().cartItems.map((i) => [i.sku, i.qty, i.server_item_id])).toEqual([
      ['A', 1, 1],
      ['X', 4, 9],
    ])
  })
})
