import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { PurchaserBanner, PurchaserBannerView } from './purchaser-banner.tsx'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'
import type { ActingPurchaser } from '../../lib/purchaser/use-acting-purchaser.ts'

const JANSEN: ActingPurchaser = {
  purchaserId: 42,
  purchaserEmail: 'verkoop@groothandel.nl',
  mode: 'customer',
  customer: {
    id: 7,
    email: 'inkoop@rijwielhandel-jansen.nl',
    name: 'Piet Jansen',
    company: 'Rijwielhandel Jansen B.V.',
    backofficeId: 'D10001',
  },
}

const render = (node: React.ReactNode, path = '/') =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={storeFromPath(path)}>{node}</StoreProvider>
    </MemoryRouter>,
  )

describe('the purchaser banner (issue 17)', () => {
  it('says for whom and how the purchaser works, with switch and stop, in Dutch', () => {
    const html = render(<PurchaserBannerView acting={JANSEN} busy={false} onStop={() => undefined} />)
    expect(html).toContain('Je werkt voor Rijwielhandel Jansen B.V. (D10001) · Klant')
    expect(html).toContain('aria-label="Werken voor een klant"')
    expect(html).toContain('href="/my-account/customers"')
    expect(html).toContain('>Wisselen</a>')
    expect(html).toContain('aria-label="Stoppen met werken voor Rijwielhandel Jansen B.V. (D10001)"')
  })

  it('in German in the German store view, with the apart cart', () => {
    const html = render(
      <PurchaserBannerView acting={{ ...JANSEN, mode: 'apart' }} busy={false} onStop={() => undefined} />,
      '/de/',
    )
    expect(html).toContain('Sie arbeiten für Rijwielhandel Jansen B.V. (D10001) · Separater Warenkorb')
    expect(html).toContain('href="/de/my-account/customers"')
    expect(html).toContain('>Wechseln</a>')
    expect(html).toContain('>Beenden</button>')
  })

  it('renders nothing on the server: a customer never gets purchaser markup', () => {
    expect(render(<PurchaserBanner />)).toBe('')
  })
})
