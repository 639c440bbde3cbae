/** The account navigation's "Bezoekrapporten" and "Mijn taken": only for a purchaser (signed in as one, or acting). */
import { Link, useLocation } from 'react-router'
import { isCurrentPage } from '../../lib/current-page.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'
import { usePurchaserSelf } from '../../lib/visit-report/use-purchaser-self.ts'

export const REPORTS_PATH = '/my-account/reports'
export const TODOS_PATH = '/my-account/todos'

const ITEMS: { path: string; label: MessageKey }[] = [
  { path: REPORTS_PATH, label: 'visitReport.nav' },
  { path: TODOS_PATH, label: 'visitReport.mine.nav' },
]

export function VisitReportNavItems() {
  const t = useT()
  const store = useStore()
  const { pathname } = useLocation()
  if (!usePurchaserSelf()) return null
  return (
    <>
      {ITEMS.map((item) => {
        const to = localPath(item.path, store)
        const current = isCurrentPage(pathname, to, true)
        return (
          <li key={item.path}>
            <Link
              to={to}
              className={current ? 'active' : undefined}
              aria-current={current ? 'page' : undefined}
            >
              {t(item.label)}
            </Link>
          </li>
        )
      })}
    </>
  )
}
