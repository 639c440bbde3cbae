import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { TrustBar } from './trust-bar.tsx'
import { ShopInfoProvider } from './shop-info-context.tsx'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'
import type { ShopInfo } from '../../lib/shop-info.ts'

const info: ShopInfo = {
  phone: '030 123 45 67',
  phoneIntl: '+31 30 123 45 67',
  email: 'service@fietsgroothandel.example',
  address: ['Fietsgroothandel B.V.'],
  openingHours: [{ from: 1, to: 5, open: '08:30', close: '17:30' }],
  delivery: {
    cutoffTime: '16:00',
    shipWeekdays: [1, 2, 3, 4, 5],
    deliveryWeekdays: [1, 2, 3, 4, 5],
    transitDays: 1,
  },
  returnDays: 30,
  shippingFrom: 3.95,
  paymentMethods: ['ideal'],
}

function render(shop: ShopInfo, path = '/') {
  return renderToStaticMarkup(
    <StoreProvider store={storeFromPath(path)}>
      <ShopInfoProvider value={{ info: shop, renderedAt: Date.UTC(2026, 10, 25, 9) }}>
        <TrustBar />
      </ShopInfoProvider>
    </StoreProvider>,
  )
}

describe('TrustBar: what delivery costs (decision 0089)', () => {
  it('names the cheapest delivery while no method ships free', () => {
    expect(render(info)).toMatch(/Verzending vanaf €\s3,95/)
  })

  it('promises free shipping from the amount the shop set, in both languages', () => {
    const html = render({ ...info, freeShippingFrom: 50 })
    expect(html).toMatch(/Gratis verzending vanaf €\s50,00/)
    expect(html).not.toMatch(/3,95/)
    expect(render({ ...info, freeShippingFrom: 50 }, '/de/')).toMatch(/Kostenloser Versand ab 50,00\s€/)
  })
})
