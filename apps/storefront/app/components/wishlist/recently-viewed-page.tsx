/** The body of /my-account/recently-viewed: the products seen in this browser, latest first. */
import { clearRecentlyViewed, useRecentlyViewed } from '../../lib/recently-viewed/recently-viewed-store.ts'
import { useT } from '../../lib/store-context.tsx'
import { ProductList } from './product-list.tsx'
import wishlistCss from '../../styles/wishlist.css?url'

export function RecentlyViewedPage() {
  const t = useT()
  const items = useRecentlyViewed()
  return (
    <>
      <link rel="stylesheet" href={wishlistCss} precedence="default" />
      {items.length === 0 ? (
        <p>{t('recentlyViewed.empty')}</p>
      ) : (
        <>
          <ProductList items={items} label={t('recentlyViewed.listLabel')} />
          <button type="button" className="button button--secondary" onClick={() => clearRecentlyViewed()}>
            {t('recentlyViewed.clear')}
          </button>
        </>
      )}
    </>
  )
}
