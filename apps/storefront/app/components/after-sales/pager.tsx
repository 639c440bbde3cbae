/** Previous / next links of a paged list; `href(page)` builds each page's address. */
import { Link } from 'react-router'
import { pageCount } from '../../lib/after-sales/view-rules.ts'
import { useT } from '../../lib/store-context.tsx'

export function Pager({
  page,
  total,
  pageSize,
  href,
}: {
  page: number
  total: number
  pageSize: number
  href: (page: number) => string
}) {
  const t = useT()
  const pages = pageCount(total, pageSize)
  if (pages <= 1) return null
  return (
    <nav className="after-sales__pager" aria-label={t('afterSales.pages')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t('afterSales.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('afterSales.pageOf', { page: Math.min(page, pages), pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t('afterSales.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
