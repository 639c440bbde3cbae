import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { ProductTile } from './product-tile.tsx'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'
import type { TileProduct } from '../../lib/catalog/types.ts'

const lamp: TileProduct = {
  id: 7,
  sku: 'LAMP-1',
  name: 'Trelock achterlicht',
  url_key: 'trelock-achterlicht',
  type_id: 'simple',
  image: '/l/a/lamp.jpg',
  price_incl_tax: 19.95,
  final_price_incl_tax: 19.95,
}

function render(product: TileProduct, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <StoreProvider store={storeFromPath(path)}>
            <ul>
              <ProductTile product={product} today="2026-11-27" />
            </ul>
          </StoreProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('ProductTile (issue 13 item 6: what cannot be ordered is not offered)', () => {
  it('offers "In winkelwagen" for a simple product in stock', () => {
    const html = render({ ...lamp, stock: { is_in_stock: true, qty: 4 } })
    expect(html).toContain('tile__add')
    expect(html).not.toContain('tile__stock')
  })

  it('offers no add for a product out of stock, also when it is soon available again', () => {
    for (const product of [
      { ...lamp, stock: { is_in_stock: false, qty: 0 } },
      { ...lamp, stock: { is_in_stock: false, qty: 0 }, binnenkortdatum: '2026-12-15' },
    ]) {
      const html = render(product)
      expect(html).not.toContain('tile__add')
      expect(html).toContain('tile__stock')
    }
  })
})
