/**
 * The frame of every /my-account page: login required (001 §5 "You need to be logged in to see
 * this page"), the account navigation, logout. The session is the browser's, so the server
 * renders the frame empty and the page fills in after hydration.
 */
import { useSyncExternalStore, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { logout } from '../../lib/user/session.ts'
import { isAuthorized, useUser } from '../../lib/user/user-store.ts'
import type { Customer } from '../../lib/user/user-types.ts'
import { tradeAccountOf } from '../../lib/user/trade-account.ts'
import { isCurrentPage } from '../../lib/current-page.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'
import accountCss from '../../styles/account.css?url'
import { CompanyData } from './company-data.tsx'
import { PurchaserNavItem } from '../purchaser/purchaser-nav-item.tsx'
import { VisitReportNavItems } from '../visit-report/visit-report-nav-items.tsx'

const SECTIONS: { path: string; label: MessageKey }[] = [
  { path: '/my-account', label: 'account.nav.profile' },
  { path: '/my-account/shipping-details', label: 'account.nav.shipping' },
  { path: '/my-account/orders', label: 'account.nav.orders' },
  { path: '/my-account/newsletter', label: 'account.nav.newsletter' },
  { path: '/my-account/orderlist', label: 'orderlist.nav' },
  // issue 19: the barcode scanner (its page is in the minimal layout)
  { path: '/my-account/scan-barcode', label: 'scan.nav' },
  { path: '/my-account/wishlist', label: 'wishlist.nav' },
  { path: '/my-account/recently-viewed', label: 'recentlyViewed.nav' },
  { path: '/my-account/reviews', label: 'review.mine.nav' },
]

/** A trade customer's after-sales pages (issue 18), after "Mijn bestellingen". */
const TRADE_SECTIONS: { path: string; label: MessageKey }[] = [
  { path: '/my-account/backorders', label: 'afterSales.nav.backorders' },
  { path: '/my-account/invoices', label: 'afterSales.nav.invoices' },
  { path: '/my-account/return', label: 'afterSales.nav.returns' },
  { path: '/my-account/warranty', label: 'afterSales.nav.warranty' },
  { path: '/my-account/automatic-orders', label: 'afterSales.nav.automatic' },
  { path: '/my-account/loyalty', label: 'loyalty.nav' },
]

/** The account navigation of a customer: the trade pages only for a customer the back office knows. */
export function accountSections(trade: boolean): { path: string; label: MessageKey }[] {
  if (!trade) return SECTIONS
  const at = SECTIONS.findIndex((section) => section.path === '/my-account/orders') + 1
  return [...SECTIONS.slice(0, at), ...TRADE_SECTIONS, ...SECTIONS.slice(at)]
}

// an order's page still belongs to the orders, a list's page to the order lists, a return list's
// later pages to the returns
const NESTED = new Set([
  '/my-account/orders',
  '/my-account/orderlist',
  '/my-account/return',
  '/my-account/warranty',
])

const noop = () => () => undefined

export function AccountArea({
  title,
  loginText = 'account.loginRequired',
  children,
}: {
  title: string
  /** what a guest reads instead of the page (order lists have the spec's own text) */
  loginText?: MessageKey
  children: (customer: Customer) => ReactNode
}) {
  const t = useT()
  const store = useStore()
  const { pathname } = useLocation()
  const user = useUser()
  const navigate = useNavigate()
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )

  let content: ReactNode
  if (!hydrated) content = <p>{t('account.loading')}</p>
  else if (!isAuthorized(user))
    content = (
      <div className="account-login-required">
        <p role="alert">{t(loginText)}</p>
        <button type="button" className="button" onClick={() => openAuthModal('login')}>
          {t('account.login.submit')}
        </button>
      </div>
    )
  else content = user.current ? children(user.current) : <p>{t('account.loading')}</p>

  return (
    <div className="account-page">
      <link rel="stylesheet" href={accountCss} precedence="default" />
      {hydrated && isAuthorized(user) && (
        <nav className="account-nav" aria-label={t('account.nav.label')}>
          <ul>
            {accountSections(tradeAccountOf(user.current) !== null).map((section) => {
              const to = localPath(section.path, store)
              const current = isCurrentPage(pathname, to, !NESTED.has(section.path))
              return (
                <li key={section.path}>
                  <Link
                    to={to}
                    className={current ? 'active' : undefined}
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(section.label)}
                  </Link>
                </li>
              )
            })}
            <PurchaserNavItem />
            <VisitReportNavItems />
            <li>
              <button
                type="button"
                className="button button--link"
                onClick={() => void logout().then(() => navigate(localPath('/', store)))}
              >
                {t('account.logout')}
              </button>
            </li>
          </ul>
          <CompanyData />
        </nav>
      )}
      <section className="account-content" aria-labelledby="account-title">
        <h1 id="account-title">{title}</h1>
        {content}
      </section>
    </div>
  )
}
