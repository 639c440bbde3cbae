/**
 * The signed-in customer's cart checks (spec 001 §4, §9): when they ask (15 s, 150 s, only while
 * awake, the order check only for a customer's server cart), what a cart-updated answer decides,
 * and what the shopper gets when the cart was ordered elsewhere. Back-office calls are scripted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const oculus = vi.hoisted(() => ({ oculusCall: vi.fn() }))
vi.mock('../oculus.ts', () => oculus)
const sync = vi.hoisted(() => ({
  AUTO_SYNC_MS: 15_000,
  serial: <T>(job: () => Promise<T>) => job(),
  cartBusy: vi.fn(() => false),
  syncCart: vi.fn(async () => ({ diff: [], notices: [], refused: [] })),
  checkCartUpdated: vi.fn(async () => false),
}))
vi.mock('./cart-sync.ts', () => sync)

const checks = await import('./cart-checks.ts')
const { getCart, setCart } = await import('./cart-store.ts')
const { EMPTY_CART } = await import('./cart-types.ts')
const { setUser } = await import('../user/user-store.ts')
const { notifications } = await import('../../components/notifications/store.ts')

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

const line = (sku: string, qty = 1) => ({
  sku,
  name: sku,
  qty,
  price_incl_tax: 10,
  type_id: 'simple',
  checksum: '',
})

beforeEach(() => {
  fakeWindow()
  vi.clearAllMocks()
  sync.cartBusy.mockReturnValue(false)
  setCart({ ...EMPTY_CART, cartServerToken: 'cart-7', syncEnabled: true, cartItems: [line('LAMP-1', 12)] })
  setUser({
    token: 'customer-token',
    current: { id: 7, email: 'a@b.nl', firstname: 'A', lastname: 'B', addresses: [] },
  })
})

afterEach(() => {
  notifications.list().forEach((n) => notifications.remove(n.id))
  delete (globalThis as any).window
  vi.useRealTimers()
})

describe('decideCartUpdated', () => {
  it.each([
    [null, undefined, false, 'skip'],
    ['2026-11-27T10:00:00Z', '2026-11-27T10:00:00Z', true, 'skip'],
    ['2026-11-27T10:00:00Z', '2026-11-27T10:00:00Z', false, 'same'],
    [null, '2026-11-27T10:00:00Z', false, 'sync'],
    [null, '2026-11-27T10:00:00Z', true, 'skip'],
    ['2026-11-27T10:00:00Z', '2026-11-27T10:05:00Z', false, 'sync'],
  ] as const)('stored %s, server %s, busy %s: %s', (stored, server, busy, expected) => {
    expect(checks.decideCartUpdated(stored, server, busy)).toBe(expected)
  })
})

describe('scheduleCartChecks', () => {
  function deps(state: { customer: boolean; awake: boolean }) {
    return {
      customerCart: () => state.customer,
      awake: () => state.awake,
      customerUpdated: vi.fn(async () => undefined),
      guestUpdated: vi.fn(async () => undefined),
      alreadyOrdered: vi.fn(async () => undefined),
    }
  }

  it('asks whether the cart changed every 15 s and whether it was ordered every 150 s', () => {
    vi.useFakeTimers()
    const state = { customer: true, awake: true }
    const d = deps(state)
    const stop = checks.scheduleCartChecks(d)
    vi.advanceTimersByTime(14_999)
    expect(d.customerUpdated).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(d.customerUpdated).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(150_000 - 15_000 - 1)
    expect(d.alreadyOrdered).not.toHaveBeenCalled()
    expect(d.customerUpdated).toHaveBeenCalledTimes(9)
    vi.advanceTimersByTime(1)
    expect(d.alreadyOrdered).toHaveBeenCalledTimes(1)
    expect(d.customerUpdated).toHaveBeenCalledTimes(10)
    expect(d.guestUpdated).not.toHaveBeenCalled()
    stop()
    vi.advanceTimersByTime(600_000)
    expect(d.customerUpdated).toHaveBeenCalledTimes(10)
    expect(d.alreadyOrdered).toHaveBeenCalledTimes(1)
  })

  it('does not ask while the tab is hidden or offline', () => {
    vi.useFakeTimers()
    const state = { customer: true, awake: false }
    const d = deps(state)
    checks.scheduleCartChecks(d)
    vi.advanceTimersByTime(300_000)
    expect(d.customerUpdated).not.toHaveBeenCalled()
    expect(d.alreadyOrdered).not.toHaveBeenCalled()
    state.awake = true
    vi.advanceTimersByTime(15_000)
    expect(d.customerUpdated).toHaveBeenCalledTimes(1)
  })

  it('a guest cart keeps the plain auto-sync check and is never asked about orders', () => {
    vi.useFakeTimers()
    const d = deps({ customer: false, awake: true })
    checks.scheduleCartChecks(d)
    vi.advanceTimersByTime(300_000)
    expect(d.guestUpdated).toHaveBeenCalledTimes(20)
    expect(d.customerUpdated).not.toHaveBeenCalled()
    expect(d.alreadyOrdered).not.toHaveBeenCalled()
  })
})

describe('checkCustomerCartUpdated', () => {
  it('the first check pulls (a change made before it), later ones only when the server cart changed', async () => {
    // nothing stored yet: the first answer forces a sync; lines unchanged, so no notice
    oculus.oculusCall.mockResolvedValueOnce({ updated_at: 'T1' })
    expect(await checks.checkCustomerCartUpdated()).toBe(true)
    expect(oculus.oculusCall).toHaveBeenCalledWith('isCartUpdated', { cart_id: 'cart-7' })
    expect(getCart().cartServerLastUpdate).toBe('T1')
    expect(sync.syncCart).toHaveBeenCalledTimes(1)
    expect(notifications.list()).toEqual([])

    oculus.oculusCall.mockResolvedValueOnce({ updated_at: 'T1' })
    expect(await checks.checkCustomerCartUpdated()).toBe(false)
    expect(sync.syncCart).toHaveBeenCalledTimes(1)

    // a colleague added a line: the pull brings it in, and the shopper is told
    sync.syncCart.mockImplementationOnce(async () => {
      setCart({ cartItems: [line('LAMP-1', 12), line('BELL-2', 1)] })
      return { diff: [], notices: [], refused: [] }
    })
    oculus.oculusCall.mockResolvedValueOnce({ updated_at: 'T2' })
    expect(await checks.checkCustomerCartUpdated()).toBe(true)
    expect(sync.syncCart).toHaveBeenCalledWith({ force: true })
    expect(getCart().cartServerLastUpdate).toBe('T2')
    expect(notifications.list().map((n) => n.message)).toEqual([
      'Je winkelwagen is bijgewerkt met wijzigingen van elders (een collega of een ander apparaat).',
    ])
  })

  it('without an answer of the back-office call, the cart own check takes over', async () => {
    oculus.oculusCall.mockResolvedValueOnce(null)
    sync.checkCartUpdated.mockResolvedValueOnce(true)
    expect(await checks.checkCustomerCartUpdated()).toBe(true)
    expect(sync.checkCartUpdated).toHaveBeenCalledTimes(1)
  })

  it('does not ask, nor sync, while an add is under way', async () => {
    setCart({ cartServerLastUpdate: 'T1' })
    sync.cartBusy.mockReturnValue(true)
    expect(await checks.checkCustomerCartUpdated()).toBe(false)
    expect(oculus.oculusCall).not.toHaveBeenCalled()
    // an add that starts while the question is out: the answer waits for the next check
    sync.cartBusy.mockReturnValueOnce(false).mockReturnValue(true)
    oculus.oculusCall.mockResolvedValueOnce({ updated_at: 'T2' })
    expect(await checks.checkCustomerCartUpdated()).toBe(false)
    expect(sync.syncCart).not.toHaveBeenCalled()
    expect(getCart().cartServerLastUpdate).toBe('T1')
  })
})

describe('checkCartAlreadyOrdered', () => {
  it('a cart ordered elsewhere: the shopper is told, and the next add starts a fresh cart', async () => {
    oculus.oculusCall.mockResolvedValueOnce({ ordered: true, order_number: '000000123' })
    expect(await checks.checkCartAlreadyOrdered()).toBe(true)
    expect(oculus.oculusCall).toHaveBeenCalledWith('isCartAlreadyOrdered', { cartId: 'cart-7' })
    expect(getCart()).toMatchObject({ cartServerToken: null, cartItems: [] })
    expect(sync.syncCart).not.toHaveBeenCalled()
    const [message] = notifications.list()
    expect(message).toMatchObject({ type: 'warning', hasNoTimeout: true })
    expect(message?.message).toContain('bestelling 000000123')
  })

  it('a cart not ordered, or one that changed meanwhile, stays', async () => {
    oculus.oculusCall.mockResolvedValueOnce({ ordered: false, order_number: null })
    expect(await checks.checkCartAlreadyOrdered()).toBe(false)
    oculus.oculusCall.mockImplementationOnce(async () => {
      setCart({ cartServerToken: 'cart-8' })
      return { ordered: true, order_number: '1' }
    })
    expect(await checks.checkCartAlreadyOrdered()).toBe(false)
    // no answer (the call failed: oculusCall gives null)
    oculus.oculusCall.mockResolvedValueOnce(null)
    expect(await checks.checkCartAlreadyOrdered()).toBe(false)
    expect(getCart().cartItems).toHaveLength(1)
    expect(notifications.list()).toEqual([])
  })

  it('is not asked without a signed-in customer', async () => {
    setUser({ token: null })
    expect(await checks.checkCartAlreadyOrdered()).toBe(false)
    expect(oculus.oculusCall).not.toHaveBeenCalled()
  })
})
