/**
 * Purchaser mode in the browser (spec 001 §3, §6): the takeover state under the spec's keys, the
 * `purchaser` parameter on every call made with the takeover token unless take_over_cart is
 * 'true', and the picker's list reading and search.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { networkTask, setTokenSession } from '../network-task.ts'
import { readCustomerList, searchCustomers, sortCustomers } from './customer-list.ts'
import {
  OWN_SESSION_KEY,
  clearPurchaser,
  getPurchaser,
  isActing,
  modeOf,
  parsePurchaserState,
  purchaserCartBody,
  purchaserQuery,
  setPurchaser,
} from './purchaser-store.ts'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

let storage: ReturnType<typeof memoryStorage>
const calls: URL[] = []

beforeEach(() => {
  storage = memoryStorage()
  calls.length = 0
  vi.stubGlobal('window', {
    location: { origin: 'http://shop.test' },
    localStorage: storage,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      calls.push(url)
      return new Response('{"code":200,"result":[]}', { headers: { 'content-type': 'application/json' } })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  setTokenSession(null)
})

const OWN = { token: 'purchaser-token', refreshToken: 'purchaser-refresh', current: null }

function act(takeOverCart: 'true' | 'false') {
  setPurchaser({ purchaserId: 42, purchaserEmail: 'verkoop@groothandel.nl', takeOverCart, own: OWN })
}

describe('the takeover state', () => {
  it('is kept under exactly the keys of spec 001 §3, as plain strings', () => {
    act('false')
    expect(storage.data.get('purchaserId')).toBe('42')
    expect(storage.data.get('purchaser_email')).toBe('verkoop@groothandel.nl')
    expect(storage.data.get('take_over_cart')).toBe('false')
    expect(JSON.parse(storage.data.get(OWN_SESSION_KEY)!)).toMatchObject({ token: 'purchaser-token' })
    expect(isActing(getPurchaser())).toBe(true)
    expect(modeOf(getPurchaser())).toBe('apart')
    clearPurchaser()
    expect([...storage.data.keys()]).toEqual([])
    expect(isActing(getPurchaser())).toBe(false)
  })

  it('reads anything malformed as not acting', () => {
    expect(isActing(parsePurchaserState(['abc', null, 'maybe', '{"token":""}']))).toBe(false)
    expect(parsePurchaserState(['7', 'x@y.nl', 'maybe', 'not json'])).toMatchObject({
      purchaserId: 7,
      takeOverCart: null,
      own: null,
    })
    expect(isActing(parsePurchaserState(['7', null, 'true', null]))).toBe(false)
  })

  it('names the purchaser on calls in Apart-cart mode only (take_over_cart not "true")', () => {
    act('false')
    expect(purchaserQuery()).toEqual({ purchaser: '42' })
    expect(purchaserCartBody()).toEqual({ purchaserId: 42 })
    act('true')
    expect(purchaserQuery()).toEqual({})
    expect(purchaserCartBody()).toBeUndefined()
    // a purchaser id without a kept-aside session is no takeover: nothing is added
    setPurchaser({ purchaserId: 42, purchaserEmail: null, takeOverCart: 'false', own: null })
    expect(purchaserQuery()).toEqual({})
  })
})

describe('the one network client', () => {
  it('adds purchaser=<id> to every call with the takeover token in Apart-cart mode', async () => {
    act('false')
    await networkTask({ url: '/api/cart/pull', cartCall: true, token: 'takeover', cartId: '9' })
    await networkTask({ url: '/api/user/me', token: 'takeover' })
    await networkTask({ url: '/api/oculus/getOculusPrices', method: 'POST', body: {}, token: 'takeover' })
    expect(calls.map((url) => url.searchParams.get('purchaser'))).toEqual(['42', '42', '42'])
  })

  it('adds nothing in Customer mode, nor to calls without a user token', async () => {
    act('true')
    await networkTask({ url: '/api/cart/pull', cartCall: true, token: 'takeover', cartId: '9' })
    act('false')
    await networkTask({ url: '/api/user/login', method: 'POST', body: {} })
    await networkTask({
      url: '/api/purchaser/create-hash',
      method: 'POST',
      query: { token: 'own' },
      body: {},
    })
    await networkTask({ url: '/api/cart/create', method: 'POST', token: '' })
    expect(calls.map((url) => url.searchParams.has('purchaser'))).toEqual([false, false, false, false])
  })

  it('adds nothing for a customer who is no purchaser', async () => {
    await networkTask({ url: '/api/cart/pull', cartCall: true, token: 'customer', cartId: '9' })
    expect(calls[0]!.searchParams.has('purchaser')).toBe(false)
  })
})

describe('the customer list', () => {
  const list = readCustomerList([
    {
      id: 11,
      email: 'inkoop@rijwielhandel-jansen.nl',
      firstname: 'Piet',
      lastname: 'Jansen',
      company: 'Rijwielhandel Jansen',
      oculus_customer_id: 'D10001',
      addresses: [{ city: 'Utrecht', default_billing: true }],
    },
    {
      customer_id: 12,
      email: 'info@fietsen-muller.de',
      name: 'Anna Müller',
      company: 'Fahrräder Müller',
      city: 'Köln',
      custom_attributes: [{ attribute_code: 'oculus_customer_id', value: 'D10002' }],
    },
    { id: 'x', email: 'broken' },
  ])

  it('reads the rows it can, in the shape the picker shows', () => {
    expect(list).toEqual([
      {
        id: 11,
        email: 'inkoop@rijwielhandel-jansen.nl',
        name: 'Piet Jansen',
        company: 'Rijwielhandel Jansen',
        city: 'Utrecht',
        backofficeId: 'D10001',
      },
      {
        id: 12,
        email: 'info@fietsen-muller.de',
        name: 'Anna Müller',
        company: 'Fahrräder Müller',
        city: 'Köln',
        backofficeId: 'D10002',
      },
    ])
    expect(readCustomerList({ items: [{ id: 1, email: 'a@b.nl' }] })).toHaveLength(1)
    expect(readCustomerList('nope')).toEqual([])
  })

  it('finds by company, name, city or back-office id, every word, accents ignored', () => {
    const ids = (q: string) => searchCustomers(list, q).map((c) => c.id)
    expect(ids('jansen')).toEqual([11])
    expect(ids('d10002')).toEqual([12])
    expect(ids('koln')).toEqual([12])
    expect(ids('piet utrecht')).toEqual([11])
    expect(ids('piet koln')).toEqual([])
    expect(ids('  ')).toEqual([11, 12])
    expect(sortCustomers(list).map((c) => c.company)).toEqual(['Fahrräder Müller', 'Rijwielhandel Jansen'])
  })
})
