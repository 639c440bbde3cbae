/** The body of /my-account/wishlist: the stored list with remove buttons and "clear". */
import { notify } from '../notifications/store.ts'
import { clearWishlist, removeFromWishlist, useWishlist } from '../../lib/wishlist/wishlist-store.ts'
import { useT } from '../../lib/store-context.tsx'
import { ProductList } from './product-list.tsx'
import wishlistCss from '../../styles/wishlist.css?url'

export function WishlistPage() {
  const t = useT()
  const items = useWishlist()
  return (
    <>
      <link rel="stylesheet" href={wishlistCss} precedence="default" />
      {items.length === 0 ? (
        <p>{t('wishlist.empty')}</p>
      ) : (
        <>
          <ProductList
            items={items}
            label={t('wishlist.listLabel')}
            onRemove={(item) => {
              removeFromWishlist(item.sku)
              notify({ type: 'success', message: t('wishlist.removed', { name: item.name }) })
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              clearWishlist()
              notify({ type: 'success', message: t('wishlist.cleared') })
            }}
          >
            {t('wishlist.clear')}
          </button>
        </>
      )}
    </>
  )
}
