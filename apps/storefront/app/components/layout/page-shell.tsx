import type { ReactNode } from 'react'
import type { MenuItem } from '../../lib/menu.ts'
import type { ShopInfo } from '../../lib/shop-info.ts'
import { Notifications } from '../notifications/notifications.tsx'
import { OfflineIndicator } from '../offline/offline-indicator.tsx'
import { TradeMenuPrecache } from '../offline/trade-menu-precache.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { ShopInfoProvider } from './shop-info-context.tsx'
import { SkipLink } from './skip-link.tsx'
import { PurchaserBanner } from '../purchaser/purchaser-banner.tsx'
import { TrustBar } from './trust-bar.tsx'

/**
 * The default layout's frame: skip link, the shop's promises, header, the page in <main>, footer,
 * notifications. The shop info (contact, schedule, payment methods) is there for every part.
 */
export function PageShell({
  menu,
  footer,
  search,
  shopInfo = null,
  renderedAt = 0,
  children,
}: {
  menu: MenuItem[]
  footer: string | null
  search?: ReactNode
  shopInfo?: ShopInfo | null
  /** when the server rendered the layout (ms): promises hydrate with that time */
  renderedAt?: number
  children: ReactNode
}) {
  return (
    <ShopInfoProvider value={{ info: shopInfo, renderedAt }}>
      <SkipLink />
      <PurchaserBanner />
      <TrustBar />
      <Header menu={menu} search={search} />
      {/* issue 20: "Je bent offline", and a trade customer's menu kept for offline use */}
      <OfflineIndicator />
      <TradeMenuPrecache menu={menu} />
      {/* tabIndex -1: the skip link moves keyboard focus here, not just the scroll position */}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer links={footer} />
      <Notifications />
    </ShopInfoProvider>
  )
}
