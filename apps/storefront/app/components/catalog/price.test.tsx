/**
 * The price spot as a trade customer sees it after hydration (issue 16): their own net price from
 * the back office, the consumer price beside it in mode 3, nothing in mode 1. Rendered in the
 * browser-like way: a stored session, the price cache filled as getOculusPrices would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'
import type * as UserStoreModule from '../../lib/user/user-store.ts'

type UserStore = typeof UserStoreModule

const user = vi.hoisted(() => ({ mode: '3' as string }))

vi.mock('../../lib/user/user-store.ts', async (original) => {
  const real = await original<UserStore>()
  const state = () => ({
    token: 't',
    refreshToken: null,
    ordersHistory: null,
    current: {
      id: 1,
      email: 'inkoop@rijwielhandel-jansen.nl',
      firstname: 'A',
      lastname: 'B',
      addresses: [],
      company: 'Rijwielhandel Jansen B.V.',
      custom_attributes: [
        { attribute_code: 'oculus_customer_id', value: 'D10001' },
        { attribute_code: 'hidden_price_mode', value: user.mode },
      ],
    },
  })
  return { ...real, getUser: state, useUser: state }
})

vi.mock('../../lib/oculus.ts', () => ({
  oculusCall: vi.fn(async () => ({
    'LAMP-1': { display_amount: 14.85, stock: 5, tier_prices: [], binnenkortdatum: null },
  })),
}))

const { ProductPrice } = await import('./price.tsx')
const { tradePrices } = await import('../../lib/trade/use-trade-prices.ts')

async function render(path = '/') {
  tradePrices.want(['LAMP-1'])
  await new Promise((resolve) => setTimeout(resolve, 5))
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <StoreProvider store={storeFromPath(path)}>
            <ProductPrice sku="LAMP-1" prices={{ price_incl_tax: 19.95, final_price_incl_tax: 19.95 }} />
          </StoreProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '')
}

describe('ProductPrice for a trade customer', () => {
  beforeEach(() => tradePrices.clear())
  afterEach(() => {
    user.mode = '3'
  })

  it('mode 3: their net price excl. btw and the consumer price', async () => {
    const html = await render()
    expect(html).toContain('€\u00a014,85')
    expect(html).toContain('excl. btw')
    expect(html).toContain('Adviesprijs €\u00a019,95 incl. btw')
  })

  it('mode 2: the net price without the consumer price', async () => {
    user.mode = '2'
    const html = await render()
    expect(html).toContain('€\u00a014,85')
    expect(html).not.toContain('Adviesprijs')
    expect(html).not.toContain('19,95')
  })

  it('mode 1: no price', async () => {
    user.mode = '1'
    const html = await render()
    expect(html).not.toContain('€')
  })

  it('in German with the UVP', async () => {
    const html = await render('/de')
    expect(html).toContain('zzgl. MwSt.')
    expect(html).toContain('UVP 19,95\u00a0€ inkl. MwSt.')
  })
})
