/**
 * "Op verlanglijst" toggle of the product page. The list lives in the browser, so the server
 * renders the add state; the change is announced for screen readers.
 */
import { useState } from 'react'
import { Link } from 'react-router'
import { addToWishlist, removeFromWishlist, useWishlist } from '../../lib/wishlist/wishlist-store.ts'
import type { WishlistItem } from '../../lib/wishlist/wishlist-rules.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export function WishlistButton({ item }: { item: Omit<WishlistItem, 'qty'> }) {
  const t = useT()
  const store = useStore()
  const items = useWishlist()
  const [message, setMessage] = useState('')
  const inList = items.some((entry) => entry.sku === item.sku)
  return (
    <div className="wishlist-button">
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={inList}
        onClick={() => {
          if (inList) {
            removeFromWishlist(item.sku)
            setMessage(t('wishlist.removed', { name: item.name }))
          } else {
            addToWishlist(item)
            setMessage(t('wishlist.added', { name: item.name }))
          }
        }}
      >
        <span aria-hidden="true">{inList ? '♥ ' : '♡ '}</span>
        {inList ? t('wishlist.remove') : t('wishlist.add')}
      </button>
      <p className="wishlist-button__message" aria-live="polite">
        {message}
        {message && inList && (
          <>
            {' '}
            <Link to={localPath('/my-account/wishlist', store)}>{t('wishlist.view')}</Link>
          </>
        )}
      </p>
    </div>
  )
}
