/** The account navigation's "Mijn klanten": only for a purchaser (signed in as one, or acting). */
import { Link, useLocation } from 'react-router'
import { isCurrentPage } from '../../lib/current-page.ts'
import { PICKER_PATH } from '../../lib/purchaser/purchaser-store.ts'
import { useActingPurchaser } from '../../lib/purchaser/use-acting-purchaser.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useTradeAccount } from '../../lib/user/trade-account.ts'

export function PurchaserNavItem() {
  const t = useT()
  const store = useStore()
  const { pathname } = useLocation()
  const acting = useActingPurchaser()
  const account = useTradeAccount()
  if (!acting && !account?.isPurchaser) return null
  const to = localPath(PICKER_PATH, store)
  const current = isCurrentPage(pathname, to, true)
  return (
    <li>
      <Link to={to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
        {t('purchaser.nav')}
      </Link>
    </li>
  )
}
